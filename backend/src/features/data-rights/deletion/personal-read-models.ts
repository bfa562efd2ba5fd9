import type { PersonalReadModel } from '../../../platform/features/feature-declaration';
import type { ReadStore } from '../../../platform/read-store/read-store.port';

/** The read models a person's export shows: every declared one that names them by a field. */
export function exportedReadModels(declared: readonly PersonalReadModel[]): { collection: string; by: string }[] {
  return declared.filter((model): model is Extract<PersonalReadModel, { by: string }> => 'by' in model);
}

/**
 * Removes a person from every read model the features declare. Models that find the person only
 * through another one (refresh tokens through sessions) go first, while that one still names them.
 */
export async function erasePerson(reads: ReadStore, declared: readonly PersonalReadModel[], userId: string): Promise<void> {
  for (const model of declared) if ('erase' in model) await model.erase(reads, userId);
  for (const model of exportedReadModels(declared)) await reads.collection(model.collection).deleteMany({ [model.by]: userId });
}

import { Inject, Injectable } from '@nestjs/common';
import type { PersonalReadModel } from '../../../platform/features/feature-declaration';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
import { type Doc, READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port';

/** The read models a person's export shows: every declared one that names them by a field. */
export function exportedReadModels(declared: readonly PersonalReadModel[]): { collection: string; by: string }[] {
  return declared.filter((model): model is Extract<PersonalReadModel, { by: string }> => 'by' in model);
}

/** The read models every feature declares as being about one person: what an export shows and a deletion removes. */
@Injectable()
export class PersonalReadModels {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly features: FeatureRegistry,
  ) {}

  /** The person's documents, by collection; collections holding none are left out. */
  async of(userId: string): Promise<Map<string, Doc[]>> {
    const found = new Map<string, Doc[]>();
    for (const { collection, by } of exportedReadModels(this.features.personalReadModels())) {
      const docs = await this.reads.collection(collection).find({ [by]: userId });
      if (docs.length > 0) found.set(collection, docs);
    }
    return found;
  }

  /**
   * Removes the person from every declared read model. Models that find the person only through
   * another one (refresh tokens through sessions) go first, while that one still names them.
   */
  async erase(userId: string): Promise<void> {
    const declared = this.features.personalReadModels();
    for (const model of declared) if ('erase' in model) await model.erase(this.reads, userId);
    for (const model of exportedReadModels(declared)) await this.reads.collection(model.collection).deleteMany({ [model.by]: userId });
  }
}

import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type EventDeclaration, FeatureDeclaration, type PersonalReadModel } from './feature-declaration';
import type { FeatureProof, StaffRole } from './feature-proof';

type Data = Record<string, unknown>;

/**
 * Every feature's declaration, collected from the providers the feature modules list
 * (`featureProvider`). Deletion, export and the console read what features keep and write here
 * instead of keeping lists of their own, so a new feature is found without editing them.
 */
@Injectable()
export class FeatureRegistry {
  private collected: readonly FeatureDeclaration[] | null = null;
  private byType: Map<string, EventDeclaration<Data>> | null = null;

  constructor(private readonly discovery: DiscoveryService) {}

  /** Collected on first use: by then every module's providers exist (Nest builds them all before any init hook). */
  features(): readonly FeatureDeclaration[] {
    if (!this.collected) {
      const found = this.discovery
        .getProviders()
        .map((wrapper) => wrapper.instance as unknown)
        .filter((instance): instance is FeatureDeclaration => instance instanceof FeatureDeclaration);
      this.collected = [...new Set(found)].sort((a, b) => a.name.localeCompare(b.name));
    }
    return this.collected;
  }

  /** The declaration of an event type, or undefined for a type no feature declares. */
  event(type: string): EventDeclaration<Data> | undefined {
    if (!this.byType) {
      const map = new Map<string, EventDeclaration<Data>>();
      for (const feature of this.features()) {
        for (const [type, declaration] of Object.entries(feature.events)) {
          if (map.has(type)) throw new Error(`Event type ${type} is declared by two features`);
          map.set(type, declaration);
        }
      }
      this.byType = map;
    }
    return this.byType.get(type);
  }

  eventTypes(): string[] {
    return this.features().flatMap((f) => Object.keys(f.events));
  }

  /** Event types whose data names the person they concern. */
  userEventTypes(): string[] {
    return this.eventTypes().filter((type) => this.event(type)?.concernsUser);
  }

  /** Event types after which nothing about the person may stay in a read model. */
  erasingEventTypes(): string[] {
    return this.eventTypes().filter((type) => this.event(type)?.erasesUser);
  }

  personalReadModels(): PersonalReadModel[] {
    return this.features().flatMap((f) => f.personalReadModels);
  }

  ownedIdFields(): string[] {
    return this.features().flatMap((f) => f.ownedIdFields);
  }

  sharedStreamPrefixes(): string[] {
    return this.features().flatMap((f) => f.sharedStreamPrefixes);
  }

  /** Every feature's proof seed, each after the features it names in `after`. */
  proofs(): Array<{ feature: string; proof: FeatureProof }> {
    const declared = new Map(this.features().flatMap((f) => (f.proof ? [[f.name, f.proof] as const] : [])));
    const ordered: Array<{ feature: string; proof: FeatureProof }> = [];
    const visiting = new Set<string>();
    const visit = (name: string) => {
      const proof = declared.get(name);
      if (!proof || ordered.some((entry) => entry.feature === name)) return;
      if (visiting.has(name)) throw new Error(`The proof seeds of ${[...visiting].join(', ')} wait for each other`);
      visiting.add(name);
      for (const before of proof.after ?? []) {
        if (!declared.has(before)) throw new Error(`The ${name} proof seed runs after ${before}, which has none`);
        visit(before);
      }
      visiting.delete(name);
      ordered.push({ feature: name, proof });
    };
    for (const name of declared.keys()) visit(name);
    return ordered;
  }

  /** Every live read model's name, sorted: the names the live stream may announce. */
  liveModels(): string[] {
    return [...new Set(this.features().flatMap((f) => Object.keys(f.live)))].sort();
  }

  /** For each event type that changes a live read model, the models it changes. */
  liveModelsByEventType(): Map<string, string[]> {
    const byType = new Map<string, string[]>();
    for (const feature of this.features()) {
      for (const [model, types] of Object.entries(feature.live)) {
        for (const type of types) byType.set(type, [...(byType.get(type) ?? []), model]);
      }
    }
    return byType;
  }

  /** Event types that end a session, with the way to read the session's id from each. */
  sessionEndingEventTypes(): Map<string, (data: Data) => string> {
    const ending = new Map<string, (data: Data) => string>();
    for (const type of this.eventTypes()) {
      const endsSession = this.event(type)?.endsSession;
      if (endsSession) ending.set(type, endsSession);
    }
    return ending;
  }

  /** The staff role a route needs, by the longest declared path prefix it starts with; null for everyone's routes. */
  roleFor(path: string): StaffRole | null {
    let found: { prefix: string; role: StaffRole } | null = null;
    for (const feature of this.features()) {
      for (const [prefix, role] of Object.entries(feature.roles)) {
        if (path.startsWith(prefix) && (!found || prefix.length > found.prefix.length)) found = { prefix, role };
      }
    }
    return found?.role ?? null;
  }

  /** The declared console line for an event, or null when the type has none. */
  summary(type: string, data: Data): string | null {
    const summary = this.event(type)?.summary;
    return summary ? summary(data) : null;
  }

  inHistory(type: string, data: Data): boolean {
    return this.event(type)?.inHistory?.(data) ?? true;
  }

  withheldFromExport(type: string): readonly string[] {
    return this.event(type)?.withheldFromExport ?? [];
  }
}

import type { DomainEvent } from '../event-store/event-envelope';

/**
 * The pure core of an aggregate: `decide` turns a command and the current state into new events
 * (or throws a DomainError), `evolve` folds one event into the state.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** Runs several commands against one stream as one decision: all their events are appended together or none. */
export function sequence<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
): Decider<State, Command[], Event> {
  return {
    initialState: decider.initialState,
    evolve: decider.evolve,
    decide: (commands, state) => {
      const out: Event[] = [];
      let current = state;
      for (const command of commands) {
        const events = decider.decide(command, current);
        out.push(...events);
        current = events.reduce((s, e) => decider.evolve(s, e), current);
      }
      return out;
    },
  };
}

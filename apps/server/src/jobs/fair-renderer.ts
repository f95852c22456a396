import type { Renderer } from './renderer';

/** The work of tasks that name no device (onboarding previews): one more turn-taker among the devices. */
const NO_OWNER = '';

/** A correction superseded by a newer save while it waited for a thread: never computed (issue 23). */
export class SupersededCorrectionError extends Error {
  override readonly name = 'SupersededCorrectionError';
}

interface Waiting {
  start(): void;
}

interface OwnerState {
  key: string;
  waiting: Waiting[];
  running: number;
  /** When its last task started (a running count); −1 for none yet. */
  lastStarted: number;
}

/**
 * The renderer with its threads shared fairly between devices (issue 23): at most `slots` tasks run at once,
 * one device's at most `slots − 1` of them (with one slot, that one), and a free slot goes to the device with
 * the fewest tasks running, then the one that waited longest since its last started, each device's tasks in
 * the order they came. So while one device has a backlog another's first task starts at once, and with
 * several busy devices it waits for at most one task: the next slot to free goes to the device without one. A correction is asked, as its turn comes, whether it
 * is still wanted, and is dropped if a newer save superseded it.
 */
export function createFairRenderer(inner: Renderer, slots: number): Renderer {
  if (!Number.isInteger(slots) || slots < 1) {
    throw new RangeError(`slots must be a whole number ≥ 1, got ${slots}`);
  }
  // The devices with tasks waiting or running, in the order they came; forgotten once they have neither.
  const owners = new Map<string, OwnerState>();
  let running = 0;
  let startedCount = 0;
  // One device never holds every slot: another's first task finds one free, not behind a task.
  const perOwner = Math.max(1, slots - 1);

  /** The device whose turn it is: the fewest tasks running, then the longest since one started. */
  function nextOwner(): OwnerState | undefined {
    let best: OwnerState | undefined;
    for (const state of owners.values()) {
      if (state.waiting.length === 0 || state.running >= perOwner) continue;
      if (
        !best ||
        state.running < best.running ||
        (state.running === best.running && state.lastStarted < best.lastStarted)
      ) {
        best = state;
      }
    }
    return best;
  }

  function startNext(): void {
    for (let state = nextOwner(); running < slots && state; state = nextOwner()) {
      const task = state.waiting.shift() as Waiting;
      state.running += 1;
      state.lastStarted = startedCount++;
      running += 1;
      task.start();
    }
  }

  function schedule<T>(owner: string | undefined, run: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const key = owner ?? NO_OWNER;
      let state = owners.get(key);
      if (!state) {
        state = { key, waiting: [], running: 0, lastStarted: -1 };
        owners.set(key, state);
      }
      const own = state;
      own.waiting.push({
        start() {
          run()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              own.running -= 1;
              if (own.running === 0 && own.waiting.length === 0) owners.delete(own.key);
              startNext();
            });
        },
      });
      startNext();
    });
  }

  // What reaches the threads is copied to them: the owner and the callback stay here.
  return {
    analyse: ({ owner, ...input }) => schedule(owner, () => inner.analyse(input)),
    correct: ({ owner, wanted, ...input }) =>
      schedule(owner, async () => {
        if (wanted && !(await wanted())) {
          throw new SupersededCorrectionError(`The correction ${input.correctedKey} was superseded`);
        }
        return inner.correct(input);
      }),
    measure: ({ owner, ...input }) => schedule(owner, () => inner.measure(input)),
    render: ({ owner, ...input }) => schedule(owner, () => inner.render(input)),
  };
}

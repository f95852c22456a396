/** A first-come, first-served lock: `run` waits for every earlier holder to finish. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once the lock is held. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return acquired;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}

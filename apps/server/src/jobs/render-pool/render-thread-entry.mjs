/*
 * The file piscina loads in each render thread. Worker threads do not always inherit a TypeScript loader:
 * under `tsx` they do, under Vitest they do not. Registering tsx here makes the thread work in both, and
 * registering it again where it is already active is harmless.
 */
import { register } from 'tsx/esm/api';

register();

const thread = await import('./render-thread.ts');

export const { analyse, correct, measure, render, warm } = thread;

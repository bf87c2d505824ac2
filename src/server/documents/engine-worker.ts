// Piscina worker: runs one engine task per call, off the server's event loop.
import { runEngineTask, type EngineTask } from './engine-tasks.ts';

export default function handle(task: EngineTask): Promise<unknown> {
  return runEngineTask(task);
}

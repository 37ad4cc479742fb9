// Preloaded into each server under test when BENCH_CPU_PROF names a folder (README.md here):
// records a V8 CPU profile of the whole process and writes it there when the process exits.
// (Node 20 refuses --cpu-prof in NODE_OPTIONS; --import is allowed.)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // A session in the same thread answers synchronously: the file is written before exit.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      writeFileSync(
        path.join(dir, `server-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  });
}

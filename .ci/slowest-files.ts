import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A reporter beside the default one (`vitest run --reporter=default --reporter=./.ci/slowest-files.ts`): after the
 * run it prints the ten test files that took longest, so each CI run shows where the suite's minutes go. It only
 * reads results; a failing test still fails the run.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules
      .map((module) => {
        const diagnostic = module.diagnostic();
        // Loading the file and its imports, then its hooks and tests.
        const importSeconds = (diagnostic.prepareDuration + diagnostic.collectDuration) / 1000;
        return {
          file: path.relative(process.cwd(), module.moduleId),
          project: module.project.name,
          importSeconds,
          seconds: importSeconds + diagnostic.duration / 1000,
        };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10);
    if (rows.length === 0) return;
    console.log('\nThe ten slowest test files (seconds, of which loading the file):');
    for (const row of rows) {
      console.log(
        `${row.seconds.toFixed(1).padStart(7)}  ${row.importSeconds.toFixed(1).padStart(5)}  ${row.project.padEnd(9)}  ${row.file}`,
      );
    }
  }
}

// The server's import layers (eslint.config.js, docs/architecture.md) refuse an import against
// their order in a new file, type-only imports included.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: `${import.meta.dirname}/../..` });
async function refused(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('server layers', () => {
  it('refuse lib, policies and db importing a feature, and db importing a plugin', async () => {
    const feature = "import type { listGears } from '#server/features/search/repository.ts';";
    expect(await refused('src/server/lib/probe.ts', feature)).toBe(1);
    expect(await refused('src/server/policies/probe.ts', feature)).toBe(1);
    expect(await refused('src/server/db/probe.ts', feature)).toBe(1);
    expect(
      await refused('src/server/db/seed/probe.ts', "import '../../features/catalogue/csv.ts';"),
    ).toBe(1);
    expect(
      await refused(
        'src/server/db/probe.ts',
        "import type { authPlugin } from '../plugins/auth.ts';",
      ),
    ).toBe(1);
  });

  it('refuse a plugin or policy importing a feature, and a feature importing the boot', async () => {
    expect(
      await refused(
        'src/server/plugins/probe.ts',
        "import '#server/features/accounts/repository.ts';",
      ),
    ).toBe(1);
    expect(
      await refused(
        'src/server/policies/probe.ts',
        "import type { Viewer } from '#server/plugins/auth.ts';",
      ),
    ).toBe(1);
    expect(
      await refused(
        'src/server/features/gears/probe.ts',
        "import type { loadConfig } from '#server/config.ts';",
      ),
    ).toBe(1);
    expect(
      await refused('src/server/features/gears/probe.ts', "import '#server/jobs/tasks.ts';"),
    ).toBe(1);
  });

  it('let each layer import from below', async () => {
    expect(
      await refused(
        'src/server/features/gears/probe.ts',
        "import '#server/jobs/queue.ts';\nimport '#server/policies/viewer.ts';",
      ),
    ).toBe(0);
    expect(
      await refused(
        'src/server/jobs/tasks/probe.ts',
        "import '#server/features/search/alerts.ts';",
      ),
    ).toBe(0);
    expect(
      await refused('src/server/plugins/probe.ts', "import '#server/policies/user-access.ts';"),
    ).toBe(0);
  });
});

import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { layersRule } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const root = '/app/src';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (file, code, extra = {}) => ({ filename: `${root}/${file}`, code, options: [{ root }], ...extra });

tester.run('tessera/layers', layersRule, {
  valid: [
    at('routes/a/index.tsx', "import { x } from '../../features/f/x';"),
    at('routes/a/index.tsx', "import { x } from './-components/x';"),
    at('routes/a/b/page.tsx', "import { x } from '../-components/x';"),
    // A route's layout file owns the folder beside it (`_app.tsx` and `_app/`).
    at('routes/_app.tsx', "import { Bar } from './_app/-components/bar';"),
    at('features/f/x.tsx', "import { y } from '../g/y'; import { z } from '../../components/z';"),
    at('components/c.tsx', "import { l } from '../lib/l'; import { h } from '../hooks/use-h';"),
    at('lib/l.ts', "import { h } from '../hooks/use-h'; import { react } from 'react';"),
    at('main.tsx', "import { r } from './routes/__root'; export * from './lib/l';"),
  ],
  invalid: [
    at('lib/l.ts', "import { c } from '../components/c';", { errors: [{ messageId: 'upward' }] }),
    at('components/c.tsx', "import { f } from '../features/f/x';", { errors: [{ messageId: 'upward' }] }),
    at('features/f/x.ts', "const m = import('../../routes/a/index');", { errors: [{ messageId: 'upward' }] }),
    at('hooks/use-h.ts', "export { c } from '../components/c';", { errors: [{ messageId: 'upward' }] }),
    at('routes/__root.tsx', "import { X } from '../router-context';", { errors: [{ messageId: 'upward' }] }),
    at('routes/b/page.tsx', "import { x } from '../a/-components/x';", {
      errors: [{ messageId: 'private' }],
    }),
    at('routes/a.tsx', "import { x } from './ab/-components/x';", { errors: [{ messageId: 'private' }] }),
    at('components/c.tsx', "import { x } from '../routes/a/-components/x';", {
      errors: [{ messageId: 'private' }],
    }),
  ],
});

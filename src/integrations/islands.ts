/** The project's own island directive: `client:interaction` (see interaction-directive.ts). */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export default function islands(): AstroIntegration {
  return {
    name: 'skyline-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}

import type { Plugin } from 'vite';

/** Code the public pages (home, logins, register, password reset) must not load: the signed-in stack. */
const FORBIDDEN = ['/node_modules/@apollo/client/', '/node_modules/graphql-ws/'];

const PUBLIC_PAGES = '/src/pages/public/';

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

/**
 * Fails the build when the first load of a public page would bring Apollo Client or the WebSocket
 * client: the entry chunk, each public page's chunk, and every chunk they import statically. Keeps the
 * home and login pages under their 150 KB budget by construction (a public page that imports a
 * generated module whose hooks a signed-in page also uses would pull Apollo in through the shared chunk).
 */
export function publicPagesGuard(): Plugin {
  return {
    name: 'meridian-public-pages-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkInfo);
      const roots = [...chunks.values()].filter((c) => c.isEntry || c.facadeModuleId?.includes(PUBLIC_PAGES));
      if (!roots.some((c) => !c.isEntry)) this.error(`public pages guard: no chunk found for ${PUBLIC_PAGES}`);
      const problems: string[] = [];
      for (const root of roots) {
        const seen = new Set<string>();
        const queue = [root.fileName];
        while (queue.length > 0) {
          const chunk = chunks.get(queue.pop()!);
          if (!chunk || seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          queue.push(...chunk.imports);
          for (const [id, info] of Object.entries(chunk.modules)) {
            if (info.renderedLength > 0 && FORBIDDEN.some((f) => id.includes(f))) {
              problems.push(`${root.facadeModuleId ?? root.fileName} loads ${id} (in ${chunk.fileName})`);
              break;
            }
          }
        }
      }
      if (problems.length > 0) this.error(`public pages must load without the signed-in stack:\n  ${problems.join('\n  ')}`);
    },
  };
}

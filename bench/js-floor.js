#!/usr/bin/env node
/**
 * The libraries' floor of a member page's JavaScript (issue 22 item 3: ≤ 150 KB gzip): the smallest
 * page the product card allows — React, React Router's data router, Apollo Client with one query,
 * Mantine's provider, shell and a card — built by Vite into a temporary folder, then the same page
 * without each library in turn, so each one's share shows. Sizes are the built JS, gzip -9, the way
 * client/dist's precompressed copies are made.
 *
 *   node bench/js-floor.js          # prints the table; lines also go to bench/results/js-floor.txt
 *
 * What the real first member page adds above this floor (the app's own code, its other Mantine
 * components, the session, the notification bell, the generated documents) is listed by
 * bench/coldload.js, file by file.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const BUDGET = 150 * 1024;

const imports = {
  react: "import { createRoot } from 'react-dom/client';",
  router: "import { createBrowserRouter, RouterProvider } from 'react-router-dom';",
  apollo: "import { ApolloClient, ApolloProvider, HttpLink, InMemoryCache, gql, useQuery } from '@apollo/client';",
  mantine: "import '@mantine/core/styles.css';\nimport { AppShell, Card, MantineProvider, Text } from '@mantine/core';",
};

/** The page's source with the given libraries (React always). */
function page(libs) {
  const has = (l) => libs.includes(l);
  const figure = has('apollo') ? "{loading ? 'Loading' : `$${data?.me?.wallets?.active ?? '0.00'}`}" : '$0.00';
  const card = has('mantine')
    ? `<AppShell header={{ height: 60 }} padding="md"><AppShell.Header>Meridian</AppShell.Header><AppShell.Main><Card withBorder><Text>${figure}</Text></Card></AppShell.Main></AppShell>`
    : `<main><p>${figure}</p></main>`;
  let tree = has('router') ? '<RouterProvider router={router} />' : '<Dashboard />';
  if (has('apollo')) tree = `<ApolloProvider client={client}>${tree}</ApolloProvider>`;
  if (has('mantine')) tree = `<MantineProvider>${tree}</MantineProvider>`;
  return [
    imports.react,
    ...libs.map((l) => imports[l]),
    has('apollo') ? "const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });" : '',
    has('apollo') ? 'const Q = gql`query MyWallets { me { id wallets { active } } }`;' : '',
    `function Dashboard() { ${has('apollo') ? 'const { data, loading } = useQuery(Q); ' : ''}return (${card}); }`,
    has('router') ? "const router = createBrowserRouter([{ path: '*', element: <Dashboard /> }]);" : '',
    `createRoot(document.getElementById('root')!).render(${tree});`,
  ].join('\n');
}

/** Builds the page with Vite (production mode) and returns its JS, gzip -9, in bytes. */
function build(libs) {
  // Inside the client workspace, so its node_modules (Vite's React plugin) and the hoisted ones resolve.
  const dir = fs.mkdtempSync(path.join(ROOT, 'client/.js-floor-'));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-js-floor-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
    fs.writeFileSync(path.join(dir, 'main.tsx'), page(libs));
    fs.writeFileSync(
      path.join(dir, 'vite.config.mjs'),
      `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ root: ${JSON.stringify(dir)}, plugins: [react()], logLevel: 'silent', build: { outDir: ${JSON.stringify(out)}, emptyOutDir: true, chunkSizeWarningLimit: 10000 } });\n`,
    );
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', path.join(dir, 'vite.config.mjs')], { cwd: path.join(ROOT, 'client'), stdio: 'inherit' });
    let total = 0;
    for (const f of fs.readdirSync(path.join(out, 'assets'))) if (f.endsWith('.js')) total += zlib.gzipSync(fs.readFileSync(path.join(out, 'assets', f)), { level: 9 }).length;
    return total;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const lines = [];
const say = (s) => {
  lines.push(s);
  console.log(s);
};

const all = ['router', 'apollo', 'mantine'];
const floor = build(all);
say(`The libraries' floor of a member page (React, React Router's data router, Apollo Client with one query, Mantine's shell and a card): ${kb(floor)} gzip, budget ${kb(BUDGET)}: ${floor <= BUDGET ? 'within' : `over by ${kb(floor - BUDGET)}`}`);
say(`  React and react-dom alone: ${kb(build([]))}`);
for (const lib of all) {
  const without = build(all.filter((l) => l !== lib));
  say(`  without ${lib.padEnd(8)} ${kb(without).padStart(9)}  (its share: ${kb(floor - without)})`);
}
fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
fs.writeFileSync(path.join(__dirname, 'results/js-floor.txt'), `${new Date().toISOString()}\n${lines.join('\n')}\n`);

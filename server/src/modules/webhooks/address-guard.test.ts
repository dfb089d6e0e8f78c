import { classifyAddress, resolveTarget, RefusedTarget } from './address-guard';

/** The SSRF guard's address classes (IPv4, IPv6, IPv4-mapped and translated forms) and its resolution rules. */
describe('classifyAddress', () => {
  const cases: Array<[string, string]> = [
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['172.32.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::127.0.0.1', 'reserved'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['64:ff9b::808:808', 'public'],
    ['2002:7f00:1::', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['not an address', 'reserved'],
  ];
  test.each(cases)('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });
});

describe('resolveTarget', () => {
  const lookup = (map: Record<string, string[]>) => async (host: string) => {
    if (!map[host]) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return map[host].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const dns = lookup({ 'hooks.example.com': ['93.184.216.34'], 'mixed.example.com': ['93.184.216.34', '10.0.0.5'], 'local.example.com': ['127.0.0.1', '::1'], 'v6.example.com': ['2606:4700::1'] });

  test('a public host: https only, pinned to the checked address', async () => {
    const t = await resolveTarget('https://hooks.example.com/in?x=1', { allowLoopback: false, lookup: dns });
    expect(t).toMatchObject({ host: 'hooks.example.com', address: '93.184.216.34', family: 4 });
    await expect(resolveTarget('http://hooks.example.com/in', { allowLoopback: true, lookup: dns })).rejects.toThrow(/https/);
    expect((await resolveTarget('https://v6.example.com/', { allowLoopback: false, lookup: dns })).family).toBe(6);
  });

  test('one private address among several refuses the host (DNS rebinding across records)', async () => {
    await expect(resolveTarget('https://mixed.example.com/', { allowLoopback: false, lookup: dns })).rejects.toThrow(/10\.0\.0\.5, a private address/);
  });

  test('loopback only when allowed, then http is allowed too', async () => {
    await expect(resolveTarget('https://local.example.com/', { allowLoopback: false, lookup: dns })).rejects.toThrow(RefusedTarget);
    await expect(resolveTarget('http://127.0.0.1:8080/', { allowLoopback: false, lookup: dns })).rejects.toThrow(/loopback/);
    expect((await resolveTarget('http://local.example.com:9000/', { allowLoopback: true, lookup: dns })).address).toBe('127.0.0.1');
    expect((await resolveTarget('http://[::1]:9000/', { allowLoopback: true, lookup: dns })).address).toBe('::1');
  });

  test('numeric host spellings are normalised before the check', async () => {
    for (const url of ['https://2130706433/', 'https://0x7f000001/', 'https://0177.0.0.1/', 'https://127.1/', 'https://[::ffff:127.0.0.1]/', 'https://[0:0:0:0:0:ffff:a00:1]/']) {
      await expect(resolveTarget(url, { allowLoopback: false, lookup: dns })).rejects.toThrow(RefusedTarget);
    }
  });

  test('malformed URLs, credentials, fragments, other schemes and unknown hosts are refused', async () => {
    for (const url of ['not a url', 'ftp://hooks.example.com/', 'https://u:p@hooks.example.com/', 'https://hooks.example.com/#x', 'https://nowhere.example.com/', 'file:///etc/passwd']) {
      await expect(resolveTarget(url, { allowLoopback: true, lookup: dns })).rejects.toThrow(RefusedTarget);
    }
  });
});

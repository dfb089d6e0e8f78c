/**
 * The benchmarks' member population (bench/engine.js, bench/growth.js): n members with one running
 * investment each ($100 to $5,000 at 0.5-0.7 % a day, cap x2), a random sponsor tree that is deep
 * (mostly recent sponsors: thousands of levels, many members with several directs), 90 % active,
 * 10 % with a compound balance. Deterministic: the same n gives the same members.
 */
function population(n) {
  let seed = 7;
  const rnd = (m) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % m;
  };
  const specs = new Array(n);
  for (let i = 0; i < n; i++) {
    const amount = BigInt(100 + rnd(4900)) * 1_000_000n;
    specs[i] = {
      // Mostly recent sponsors: a deep tree (thousands of levels), many members with several directs.
      sponsor: i === 0 ? -1 : Math.max(0, i - 1 - rnd(Math.min(i, 50))),
      active: rnd(10) < 9,
      investments: [{ amount, roiRate: [5000n, 6000n, 7000n][rnd(3)], capMultiplier: 2, startDay: '2026-01-01', endDay: '2028-01-01' }],
      compound: rnd(10) === 0 ? BigInt(10 + rnd(990)) * 1_000_000n : undefined,
    };
  }
  return specs;
}

module.exports = { population };

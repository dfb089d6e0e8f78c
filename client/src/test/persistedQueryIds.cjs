// Jest stand-in for `virtual:persisted-query-ids` (made by `vite build`): no ids, as under `vite` dev.
module.exports = { __esModule: true, default: null };

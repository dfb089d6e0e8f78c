/**
 * User layout routes (PAGES §2.2), behind RequireMember. Add one line per page, e.g.
 *   { path: '/user/dashboard', element: lazyPage(() => import('../../pages/user/DashboardPage')) },
 * and its sidebar entry in src/app/layouts/nav.ts.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../lazy';

export const userRoutes: RouteObject[] = [
  { path: '/agreement-terms-condition', element: lazyPage(() => import('../../pages/user/AgreementPage')) },
  { path: '/user/dashboard', element: lazyPage(() => import('../../pages/user/DashboardPage')) },
  { path: '/user/profile/:id', element: lazyPage(() => import('../../pages/user/ProfilePage')) },
  { path: '/user/manual-deposit', element: lazyPage(() => import('../../pages/user/ManualDepositPage')) },
  { path: '/user/scanner', element: lazyPage(() => import('../../pages/user/ScannerPage')) },
  { path: '/user/wallet-pay', element: lazyPage(() => import('../../pages/user/WalletPayPage')) },
  { path: '/user/withdrawal', element: lazyPage(() => import('../../pages/user/WithdrawalPage')) },
  { path: '/user/transfer', element: lazyPage(() => import('../../pages/user/TransferPage')) },
  { path: '/user/dep', element: lazyPage(() => import('../../pages/user/WalletTransactionsPage')) },
  { path: '/user/transaction/:table_name', element: lazyPage(() => import('../../pages/user/LedgerTransactionsPage')) },
  { path: '/user/transaction/:table_name/:fit', element: lazyPage(() => import('../../pages/user/LedgerTransactionsPage')) },
  { path: '/transactions/:source', element: lazyPage(() => import('../../pages/user/SourceTransactionsPage')) },
];

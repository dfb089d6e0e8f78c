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
  { path: '/user/statement', element: lazyPage(() => import('../../pages/user/StatementPage')) },
  { path: '/user/transaction/roi_transaction/invest', element: lazyPage(() => import('../../pages/user/TradeTransactionsPage')) },
  { path: '/user/transaction/:table_name', element: lazyPage(() => import('../../pages/user/LedgerTransactionsPage')) },
  { path: '/user/transaction/:table_name/:fit', element: lazyPage(() => import('../../pages/user/LedgerTransactionsPage')) },
  { path: '/user/income', element: lazyPage(() => import('../../pages/user/IncomePage')) },
  { path: '/transactions/:source', element: lazyPage(() => import('../../pages/user/SourceTransactionsPage')) },
  { path: '/user/plan', element: lazyPage(() => import('../../pages/user/PlanPage')) },
  { path: '/user/retopup', element: lazyPage(() => import('../../pages/user/ReTopUpPage')) },
  { path: '/user/re-topup', element: lazyPage(() => import('../../pages/user/ReTopUpPage')) },
  { path: '/user/top', element: lazyPage(() => import('../../pages/user/FriendTopUpPage')) },
  { path: '/user/topup', element: lazyPage(() => import('../../pages/user/TopUpPage')) },
  { path: '/user/direct-members', element: lazyPage(() => import('../../pages/user/DirectMembersPage')) },
  { path: '/user/refferral-tree', element: lazyPage(() => import('../../pages/user/ReferralTreePage')) },
  { path: '/user/offers', element: lazyPage(() => import('../../pages/user/OffersPage')) },
  { path: '/user/bookings', element: lazyPage(() => import('../../pages/user/BookingsPage')) },
  { path: '/user/queries', element: lazyPage(() => import('../../pages/user/MyTicketsPage')) },
  { path: '/user/queries/:ticketId', element: lazyPage(() => import('../../pages/user/TicketPage')) },
  { path: '/user/query/create', element: lazyPage(() => import('../../pages/user/CreateTicketPage')) },
  { path: '/user/support', element: lazyPage(() => import('../../pages/user/SupportPage')) },
  { path: '/user/notification', element: lazyPage(() => import('../../pages/user/NotificationsPage')) },
  { path: '/user/salary-transactions', element: lazyPage(() => import('../../pages/user/SalaryTransactionsPage')) },
  { path: '/user/transaction/reward-transaction', element: lazyPage(() => import('../../pages/user/RewardTransactionsPage')) },
  { path: '/user/rewards', element: lazyPage(() => import('../../pages/user/RewardsPage')) },
  { path: '/user/reward/detail', element: lazyPage(() => import('../../pages/user/RewardDetailPage')) },
  { path: '/user/leadership', element: lazyPage(() => import('../../pages/user/LeadershipPage')) },
  { path: '/user/market', element: lazyPage(() => import('../../pages/user/MarketPage')) },
  { path: '/user/trade', element: lazyPage(() => import('../../pages/user/TradePage')) },
  { path: '/user/tokens', element: lazyPage(() => import('../../pages/user/ApiTokensPage')) },
  { path: '/user/webhooks', element: lazyPage(() => import('../../pages/user/WebhooksPage')) },
];

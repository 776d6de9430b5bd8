import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession } from '../guards.tsx';

const SubscriptionRoute = lazy(() =>
  import('../../features/billing/components/subscription-page.tsx').then((m) => ({
    default: m.SubscriptionPage,
  })),
);
const SubscribeRoute = lazy(() =>
  import('../../features/billing/components/subscribe-page.tsx').then((m) => ({
    default: m.SubscribePage,
  })),
);
const ManagementRoute = lazy(() =>
  import('../../features/billing/components/management-page.tsx').then((m) => ({
    default: m.ManagementPage,
  })),
);

/** Plans and billing, for signed-in parents (each at its path and under /ar). */
export const billingPages: RouteObject[] = [
  {
    path: 'subscription',
    element: <RequireSession kind="user">{() => <SubscriptionRoute />}</RequireSession>,
  },
  {
    path: 'subscribe',
    element: <RequireSession kind="user">{() => <SubscribeRoute />}</RequireSession>,
  },
  {
    path: 'subscription-management',
    element: <RequireSession kind="user">{() => <ManagementRoute />}</RequireSession>,
  },
];

import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../../-components/overview-page';

export const Route = createFileRoute('/_app/organizations/$orgId/')({ component: OverviewPage });

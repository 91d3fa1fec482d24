import { createFileRoute } from '@tanstack/react-router';
import { redirectToCurrentOrg } from '../../lib/org-redirect';

export const Route = createFileRoute('/_app/settings/$')({ beforeLoad: redirectToCurrentOrg });

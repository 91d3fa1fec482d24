import { createFileRoute } from '@tanstack/react-router';
import { redirectToCurrentOrg } from './-components/legacy-redirect';

export const Route = createFileRoute('/_app/sources/$')({ beforeLoad: redirectToCurrentOrg });

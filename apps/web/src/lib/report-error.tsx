import { createContext, useContext } from 'react';

type Report = (error: unknown) => void;

const ReportErrorContext = createContext<Report | null>(null);

/** Who reports a failed action on this page: the workspace's reporter, or the sign-in page's own. */
export const ReportErrorProvider = ReportErrorContext.Provider;

/** Reports an error the way spec §8 wants (toast after 100 ms, 401 once). */
export function useReportError(): Report {
  const report = useContext(ReportErrorContext);
  if (!report) throw new Error('useReportError outside ReportErrorProvider');
  return report;
}

import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@cc/api-client';

/**
 * A remote's query client, one per mount (each remote owns its cache, architecture §2). Its own
 * module so a remote page that reads nothing (mf-public's landing page) does not load react-query.
 */
export function RemoteQueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useService } from '../di/container-context.js';
import { TOKENS } from '../di/tokens.js';
import { PageLoading } from '../shared/pages/page-loading.js';

/**
 * The legacy numeric-id guard (part 1 section 2.5): while a URL holds a numeric trip, item or
 * reservation id, it asks the server for the uuid and replaces the URL with the uuid form and the
 * rw=1 marker; when that fails, the page opens unchanged.
 */
export function LegacyIdGuard() {
  const resolver = useService(TOKENS.legacyIds);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const pending = resolver.needsRewrite(pathname);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    void resolver.rewrite(pathname, Object.fromEntries(new URLSearchParams(search).entries()), hash).then((url) => {
      if (!live) return;
      if (url === null) setFailedFor(pathname);
      else navigate(url, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [pending, pathname, search, hash, resolver, navigate]);
  return pending && failedFor !== pathname ? <PageLoading /> : <Outlet />;
}

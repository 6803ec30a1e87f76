/**
 * The hook of the Logout mutation, for the menu: ends the session, forgets every cached customer
 * datum, shows the post-logout page. Not cached (no-cache): the logged-out viewer must not reach
 * the cache before we leave the protected area, or the protected layout would send the customer to
 * the login page first; the whole store is cleared after, and what a page kept in the browser
 * (drafts, caches: lib/forgetOnLogout.ts).
 */
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from './Logout.generated.ts';
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { paths } from '../../lib/paths.ts';
import { track } from '../../lib/tracking.ts';
import { useMarket } from '../../lib/market.tsx';
import { noteLoggedOut } from '../../lib/sessionEnded.ts';
import { forgetOnLogout } from '../../lib/forgetOnLogout.ts';

export function useLogout(): { logout: () => Promise<void>; inProgress: boolean; failed: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { market } = useMarket();
  const [failed, setFailed] = useState(false);
  const [mutate, { loading }] = useMutationOutcome(LogoutDocument, 'logout', { fetchPolicy: 'no-cache' });
  const logout = async () => {
    setFailed(false);
    if ((await mutate({})).kind !== 'done') {
      setFailed(true);
      return;
    }
    noteLoggedOut();
    track({ event: 'logout', market });
    await navigate(paths.postLogout, { replace: true });
    await client.clearStore();
    await forgetOnLogout();
  };
  return { logout, inProgress: loading, failed };
}

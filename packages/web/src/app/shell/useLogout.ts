/** Logout from the menu: end the session, forget every cached customer datum, show the post-logout page. */
import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from './Logout.generated.ts';
import { paths } from '../../lib/paths.ts';
import { track } from '../../lib/tracking.ts';
import { useMarket } from '../../lib/market.tsx';

export function useLogout(): { logout: () => Promise<void>; inProgress: boolean; failed: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { market } = useMarket();
  const [failed, setFailed] = useState(false);
  // no-cache: the logged-out viewer must not reach the cache before we leave the protected area,
  // or the protected layout would send the customer to the login page first.
  const [mutate, { loading }] = useMutation(LogoutDocument, { fetchPolicy: 'no-cache' });
  const logout = async () => {
    setFailed(false);
    try {
      await mutate();
    } catch {
      setFailed(true);
      return;
    }
    track({ event: 'logout', market });
    await navigate(paths.postLogout, { replace: true });
    await client.clearStore();
  };
  return { logout, inProgress: loading, failed };
}

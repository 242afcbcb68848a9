import { useSession } from '@qmj/web-kit';
import { useNavigate } from 'react-router-dom';

/** Logout: clears session storage and goes to `/`. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    useSession.getState().logout();
    navigate('/', { replace: true });
  };
}

/** Root of the route tree: lets services navigate through the router and hosts the dialog stack. */
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { setNavigator } from '../../services/navigation.ts';
import { DialogHost } from './dialogs/DialogHost.tsx';

export function Root() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path, options) => void navigate(path, options));
    return () => setNavigator(null);
  }, [navigate]);
  return (
    <>
      <Outlet />
      <DialogHost />
    </>
  );
}

/**
 * 'Voltar' of a page: one step back in the portal's history, or 'Início' when the page was opened
 * directly (a link, a favourite, a reload) and there is nothing of the portal behind it.
 */
import { useLocation, useNavigate } from 'react-router-dom';

export function useGoBack(): { goBack: () => void; openedDirectly: boolean } {
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  return { goBack: () => (openedDirectly ? navigate('/home') : navigate(-1)), openedDirectly };
}

import { NotFoundMessage } from '../../components/not-found-message';

export function NotFoundPage() {
  return <NotFoundMessage />;
}

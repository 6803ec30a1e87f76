import { NotFound } from '../../components/NotFound.tsx';

export function Component() {
  return <NotFound />;
}

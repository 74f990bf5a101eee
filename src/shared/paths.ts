// Link builders over the route table (src/shared/routes.ts): every link to a page with an id is
// written here once, so a path can only change in the table.
import { CATEGORY_ROUTE, ROUTES, type AppRoute } from './routes.ts';

const withId = (route: AppRoute) => (id: string | number) =>
  route.path.replace(':id', encodeURIComponent(String(id)));

export const paths = {
  gear: withId(ROUTES.gear),
  editGear: withId(ROUTES.editGear),
  addCertificate: withId(ROUTES.addCertificate),
  user: withId(ROUTES.user),
  editUser: withId(ROUTES.editUser),
  certifier: withId(ROUTES.certifier),
  model: withId(ROUTES.model),
  notice: withId(ROUTES.notice),
  category: (slug: string) => CATEGORY_ROUTE.path.replace(':category', slug),
};

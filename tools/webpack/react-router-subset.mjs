// What the fronts use of React Router. A shared module cannot be tree-shaken (any remote might
// need any export), and all of react-router-dom is ~60 KB gzip; this list is ~14 KB: declarative
// routing only, without the data router (loaders, actions, errorElement), which alone is ~16 KB.
// It is shared under the name 'react-router-dom', so code keeps importing from 'react-router-dom'.
// Need something else? Add it here: the build fails naming any import missing from this list.
export {
  BrowserRouter,
  StaticRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';

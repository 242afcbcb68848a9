// The router every app uses, shared as one singleton (build/mf.ts): only what the apps use is named
// here, so the shared copy of react-router is tree-shaken to it (docs/serving.md#what-loads-when).
// An app imports routing from here, never from react-router itself: a second copy would have its
// own contexts, and a remote's links would not see the shell's router.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';

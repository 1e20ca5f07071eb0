import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import {
  BrowserRouter,
  createMemoryRouter,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useNavigate,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCarryTypedText } from './carry-typed-text.ts';

afterEach(cleanup);

function LoginView() {
  return (
    <form>
      <input aria-label="login e-mail" name="email" autoComplete="email" />
      <input aria-label="login password" type="password" autoComplete="current-password" />
    </form>
  );
}

/** The sign-up form: a controlled field, so the text must reach its state, not only the screen. */
function SignUpView() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <input
        aria-label="sign-up e-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input
        aria-label="sign-up password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <output aria-label="e-mail in state">{email}</output>
    </form>
  );
}

function Layout() {
  useCarryTypedText();
  return <Outlet />;
}

/** A module that arrives when the test says so. */
function deferredModule() {
  let arrive: () => void = () => {};
  const module = new Promise<{ Component: ComponentType }>((resolve) => {
    arrive = () => resolve({ Component: SignUpView });
  });
  return { module, arrive };
}

function type(label: string, text: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value: text } });
}

describe('text typed while the next page is on its way (data router, lazy route)', () => {
  function start() {
    const signUp = deferredModule();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { path: 'login', Component: LoginView },
            { path: 'register', lazy: () => signUp.module },
          ],
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    return { router, arrive: signUp.arrive };
  }

  it('goes into the sign-up form that arrives, with the focus, and no password goes with it', async () => {
    const { router, arrive } = start();
    await act(async () => void router.navigate('/register'));
    // The login page is still on screen: the shopper types into it.
    type('login e-mail', 'gamer@example.com');
    type('login password', 'secret#123');
    await act(async () => arrive());
    const email = await screen.findByLabelText<HTMLInputElement>('sign-up e-mail');
    expect(email.value).toBe('gamer@example.com');
    expect(screen.getByLabelText('e-mail in state').textContent).toBe('gamer@example.com');
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText<HTMLInputElement>('sign-up password').value).toBe('');
  });

  it('leaves the next page alone when nothing was typed on the way', async () => {
    const { router, arrive } = start();
    // Typed before leaving: that text belongs to the login page.
    type('login e-mail', 'stay@example.com');
    await act(async () => void router.navigate('/register'));
    await act(async () => arrive());
    const email = await screen.findByLabelText<HTMLInputElement>('sign-up e-mail');
    expect(email.value).toBe('');
  });

  it('goes nowhere when that navigation was given up before it arrived', async () => {
    const { router, arrive } = start();
    await act(async () => void router.navigate('/register'));
    type('login e-mail', 'changed@example.com');
    // Back to the login page before the sign-up page came.
    await act(async () => void router.navigate('/login'));
    await act(async () => arrive());
    // Later, sign-up on purpose: its form starts empty.
    await act(async () => void router.navigate('/register'));
    const email = await screen.findByLabelText<HTMLInputElement>('sign-up e-mail');
    expect(email.value).toBe('');
  });
});

describe('text typed while the next page is on its way (declarative router, React.lazy)', () => {
  it('goes into the sign-up form that arrives', async () => {
    window.history.replaceState(null, '', '/login');
    const signUp = deferredModule();
    const SignUp = lazy(async () => ({ default: (await signUp.module).Component }));
    let go: ReturnType<typeof useNavigate> = () => {};
    function Navigator() {
      go = useNavigate();
      return null;
    }
    render(
      <BrowserRouter>
        <Navigator />
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="/login" element={<LoginView />} />
              <Route path="/register" element={<SignUp />} />
            </Route>
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    await act(async () => void go('/register'));
    // The address has changed; the login page stays while the view loads (a transition).
    expect(window.location.pathname).toBe('/register');
    type('login e-mail', 'fast@example.com');
    await act(async () => arrive(signUp));
    const email = await screen.findByLabelText<HTMLInputElement>('sign-up e-mail');
    expect(email.value).toBe('fast@example.com');
    expect(screen.getByLabelText('e-mail in state').textContent).toBe('fast@example.com');
  });
});

function arrive(deferred: { arrive: () => void }) {
  deferred.arrive();
}

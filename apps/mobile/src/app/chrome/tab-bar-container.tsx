import { useLoginGate, usePartnerNavigate } from '@gemlane/stores/router';
import { TabBar, type TabName } from '../../components/tab-bar/tab-bar.tsx';

/** The tab bar wired to the router: Home, the current game (or SwitchGame), Me behind login. */
export function TabBarContainer({ tab }: { tab: TabName }) {
  const navigate = usePartnerNavigate();
  const ensureLogin = useLoginGate();
  const onSelect = (next: TabName) => {
    if (next === 'Home') void navigate('/home');
    else if (next === 'Game') void navigate('/switchGame');
    else if (ensureLogin()) void navigate('/me');
  };
  return <TabBar active={tab} onSelect={onSelect} />;
}

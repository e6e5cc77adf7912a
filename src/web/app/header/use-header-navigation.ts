import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { buildPath, jobSearchPath } from '../../../shared/routes';
import type { CityChoice } from '../../components/city-autocomplete';

/** Where the header's boxes lead: /jobs/{city-slug} and /jobs/all?search={text}. */
export function useHeaderNavigation() {
  const navigate = useNavigate();
  const goToCity = useCallback(
    (choice: CityChoice) => {
      void navigate(buildPath('jobsByCity', { city: choice.slug }));
    },
    [navigate],
  );
  const goToSearch = useCallback(
    (text: string) => {
      void navigate(jobSearchPath('all', text));
    },
    [navigate],
  );
  return { goToCity, goToSearch };
}

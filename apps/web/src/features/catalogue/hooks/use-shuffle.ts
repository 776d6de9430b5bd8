import { useState } from 'react';
import { pickerConstants } from '../catalogue-constants.ts';
import { remember, shuffleView, withSelected } from '../shuffle/shuffle.ts';
import { useMediaQuery } from './use-media-query.ts';

interface ShuffleState {
  /** The pool and count the shown ids were picked for. */
  key: string;
  shown: number[];
  recent: number[];
  round: number;
}

/**
 * The default section of a picker: 8 items (4 on phones), reshuffled on demand. `round` changes
 * with every shuffle so the grid can replay its fade.
 */
export function useShuffle(pool: readonly number[], selected: readonly number[], memory: number) {
  const mobile = useMediaQuery(`(max-width: ${pickerConstants.mobileMaxWidth}px)`);
  const count = mobile ? pickerConstants.shuffleCountMobile : pickerConstants.shuffleCount;
  const key = `${count}|${pool.join(',')}`;
  const [state, setState] = useState<ShuffleState>({ key: '', shown: [], recent: [], round: 0 });
  const base = state.key === key ? state.shown : pool.slice(0, count);
  const visible = withSelected(base, pool, selected, count);

  const shuffle = () => {
    const result = shuffleView(pool, {
      count,
      selected,
      recent: remember(state.recent, visible, memory),
      memory,
    });
    setState({ key, shown: result.shown, recent: result.recent, round: state.round + 1 });
  };

  return { visible, shuffle, round: state.round, canShuffle: pool.length > count };
}

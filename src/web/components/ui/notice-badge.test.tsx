import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '#web/test/render.tsx';
import { NoticeBadge, worstSeverity } from './notice-badge.tsx';

describe('the safety notice badge', () => {
  it('picks the worst severity among the open notices', () => {
    expect(worstSeverity({ grounding: 1, action: 2, info: 3 })).toBe('grounding');
    expect(worstSeverity({ grounding: 0, action: 1, info: 3 })).toBe('action');
    expect(worstSeverity({ grounding: 0, action: 0, info: 1 })).toBe('info');
    expect(worstSeverity({ grounding: 0, action: 0, info: 0 })).toBeNull();
    expect(worstSeverity(undefined)).toBeNull();
  });

  it('shows one badge, by the worst severity', () => {
    const { container } = render(<NoticeBadge counts={{ grounding: 1, action: 1, info: 0 }} />);
    expect(screen.getByText(/Do not fly/)).toBeInTheDocument();
    // Short on the card, whole for a screen reader.
    expect(container).toHaveTextContent('⚠ Safety notice: Do not fly');
    expect(screen.queryByText(/Action required/)).not.toBeInTheDocument();
  });

  it('says less once the grounding notice is fixed', () => {
    const { rerender } = render(<NoticeBadge counts={{ grounding: 1, action: 0, info: 1 }} />);
    rerender(<NoticeBadge counts={{ grounding: 0, action: 0, info: 1 }} />);
    expect(screen.getByText('Safety notice')).toBeInTheDocument();
    expect(screen.queryByText(/Do not fly/)).not.toBeInTheDocument();
  });

  it('shows nothing without an open notice', () => {
    const { container } = render(<NoticeBadge counts={{ grounding: 0, action: 0, info: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

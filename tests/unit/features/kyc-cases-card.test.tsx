// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KycCasesCard } from '../../../src/features/kyc/kyc-cases-page.tsx';

describe('the KYC cases card', () => {
  it('shows nothing while no player has been verified: a zero works against trust', () => {
    const { container } = render(<KycCasesCard cases={{ approvedCount: 0, recent: [], kycAmount: 500_000 }} />);
    expect(container.textContent).toBe('');
  });

  it('shows the count with separators and the masked names once there are some', () => {
    render(<KycCasesCard cases={{ approvedCount: 1234, recent: [{ name: 'J*** D***', approvedAt: Date.UTC(2026, 10, 24, 4) }], kycAmount: 500_000 }} />);
    expect(screen.getByRole('heading').textContent).toBe('Players verified: 1,234');
    expect(screen.getByText('J*** D***')).toBeTruthy();
  });
});

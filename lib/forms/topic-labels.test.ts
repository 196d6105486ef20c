import { topicLabel } from './topic-labels';

test('topic codes are shown as the labels of the forms', () => {
  expect(topicLabel('general')).toBe('General enquiry');
  expect(topicLabel('product-safety')).toBe('Product safety complaint or adverse event');
  expect(topicLabel('order')).toBe('Orders and deliveries');
  expect(topicLabel('grant')).toBe('Educational or scientific grant');
  expect(topicLabel('perceval')).toBe('Perceval');
  expect(topicLabel('perceval-plus')).toBe('Perceval plus');
  expect(topicLabel(null)).toBe('');
});

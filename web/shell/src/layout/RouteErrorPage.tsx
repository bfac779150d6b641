// Shown when a route fails to render or its page code cannot be loaded (e.g. after a deployment).
import { Button, Result } from 'antd';
import { routeErrorPageTexts as texts } from '../texts';

export function RouteErrorPage() {
  return (
    <Result
      status="error"
      title={texts.title}
      subTitle={texts.subTitle}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>{texts.reload}</Button>
      }
    />
  );
}

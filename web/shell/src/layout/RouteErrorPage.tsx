// Shown when a route fails to render or its page code cannot be loaded (e.g. after a deployment).
import { Button, Result } from 'antd';

export function RouteErrorPage() {
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle="页面加载或显示时发生错误，请重新加载后再试。"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}

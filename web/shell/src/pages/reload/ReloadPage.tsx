// /reload: the site configuration or the permissions could not be loaded; offers 重新加载.
import { Button, Result } from 'antd';

export function ReloadPage() {
  return (
    <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="warning"
        title="页面加载失败"
        subTitle="暂时无法获取站点配置或权限信息，请检查网络后重新加载。"
        extra={
          <Button type="primary" size="large" onClick={() => window.location.assign('/')}>
            重新加载
          </Button>
        }
      />
    </div>
  );
}

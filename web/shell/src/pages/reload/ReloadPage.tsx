// /reload: the site configuration or the permissions could not be loaded; offers 重新加载.
import { Button, Result } from 'antd';
import { reloadPageTexts as texts } from '../../texts';

export function ReloadPage() {
  return (
    <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="warning"
        title={texts.title}
        subTitle={texts.subTitle}
        extra={
          <Button type="primary" size="large" onClick={() => window.location.assign('/')}>{texts.reload}</Button>
        }
      />
    </div>
  );
}

package httptool

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// seen is what the backend received.
type seen struct {
	Method, RawPath, Path, Query, Auth, Trace, Body string
}

type backend struct {
	*httptest.Server
	mu   sync.Mutex
	reqs []seen
}

func (b *backend) requests() []seen {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]seen(nil), b.reqs...)
}

// newBackend serves a small metric API whose behaviour is chosen by path.
func newBackend(t *testing.T) *backend {
	t.Helper()
	b := &backend{}
	b.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		b.mu.Lock()
		b.reqs = append(b.reqs, seen{Method: r.Method, RawPath: r.URL.EscapedPath(), Path: r.URL.Path, Query: r.URL.RawQuery,
			Auth: r.Header.Get("Authorization"), Trace: r.Header.Get("X-Trace"), Body: string(body)})
		b.mu.Unlock()
		seg := strings.TrimPrefix(r.URL.Path, "/v1/items/")
		switch {
		case strings.HasPrefix(seg, "status-"):
			var code int
			fmt.Sscanf(seg, "status-%d", &code)
			w.WriteHeader(code)
			fmt.Fprintf(w, `{"code":%d,"message":"backend says %d"}`, code, code)
		case seg == "quota":
			fmt.Fprint(w, `{"code":10086,"message":"配额不足 quota exceeded","data":null}`)
		case seg == "huge":
			fmt.Fprintf(w, `{"code":0,"data":"%s"}`, strings.Repeat("x", 5000))
		case seg == "hang":
			<-r.Context().Done()
		case seg == "redirect-same":
			http.Redirect(w, r, "/v1/items/ok", http.StatusFound)
		case seg == "redirect-loop":
			http.Redirect(w, r, "/v1/items/redirect-loop", http.StatusFound)
		case strings.HasPrefix(seg, "redirect-away"):
			http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
		case seg == "plain":
			fmt.Fprint(w, "just text")
		default:
			fmt.Fprintf(w, `{"code":0,"data":{"item":%q,"query":%q}}`, seg, r.URL.RawQuery)
		}
	}))
	t.Cleanup(b.Close)
	return b
}

var env = func(name string) (string, bool) {
	v, ok := map[string]string{"API_TOKEN": "tok-{s3cret}"}[name]
	return v, ok
}

func newTool(t testing.TB, base string, mutate func(*manifest.HTTP)) *Tool {
	t.Helper()
	h := &manifest.HTTP{
		Method:       "GET",
		URL:          base + "/v1/items/{item}",
		Query:        map[string]string{"date": "{date}", "tag": "{tag}", "q": "{q}"},
		Headers:      map[string]string{"Authorization": "Bearer ${env:API_TOKEN}", "X-Trace": "{trace}"},
		Extract:      "data",
		BusinessCode: &manifest.BusinessCode{Path: "code", MessagePath: "message"},
	}
	if mutate != nil {
		mutate(h)
	}
	tl, err := New(manifest.Tool{Spec: toolspec.Spec{Name: "items"}, HTTP: h, Source: "test.yaml:1"}, Options{Env: env})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return tl
}

func invoke(t *testing.T, tl *Tool, args string) (json.RawMessage, *toolerr.Error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	out, err := tl.Invoke(ctx, json.RawMessage(args))
	if err == nil {
		return out, nil
	}
	te, ok := err.(*toolerr.Error)
	if !ok {
		t.Fatalf("Invoke error %T %v is not a *toolerr.Error", err, err)
	}
	return nil, te
}

func TestInvokeOK(t *testing.T) {
	b := newBackend(t)
	tl := newTool(t, b.URL, nil)
	out, terr := invoke(t, tl, `{"item":"a b?c#d","date":"2025-03-03","tag":["x","y"],"trace":"t-1"}`)
	if terr != nil {
		t.Fatalf("Invoke: %v", terr)
	}
	var got struct{ Item, Query string }
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("output %s: %v", out, err)
	}
	if got.Item != "a b?c#d" {
		t.Errorf("backend saw item %q, want the whole value in one segment", got.Item)
	}
	r := b.requests()[0]
	if r.Auth != "Bearer tok-{s3cret}" || r.Trace != "t-1" {
		t.Errorf("headers = %q, %q; want the env secret and the trace argument", r.Auth, r.Trace)
	}
	if want := "date=2025-03-03&tag=x&tag=y"; r.Query != want {
		t.Errorf("query = %q, want %q (absent q left out)", r.Query, want)
	}
}

func TestHostileArguments(t *testing.T) {
	b := newBackend(t)
	tl := newTool(t, b.URL, nil)
	tests := []struct {
		name string
		args string
		// wantCode is the PARAM code, or "" when the call must reach the
		// same backend with the value confined.
		wantCode string
		wantPath string
	}{
		{"dot dot slash", `{"item":"../admin"}`, toolerr.CodeInvalidArguments, ""},
		{"bare dot dot", `{"item":".."}`, toolerr.CodeInvalidArguments, ""},
		{"encoded dot dot", `{"item":"%2e%2e"}`, toolerr.CodeInvalidArguments, ""},
		{"double encoded", `{"item":"%252e%252e%252fadmin"}`, toolerr.CodeInvalidArguments, ""},
		{"encoded slash", `{"item":"a%2Fb"}`, toolerr.CodeInvalidArguments, ""},
		{"backslash", `{"item":"..\\admin"}`, toolerr.CodeInvalidArguments, ""},
		{"metadata url in path", `{"item":"http://169.254.169.254/latest/meta-data"}`, toolerr.CodeInvalidArguments, ""},
		{"empty path arg", `{"item":""}`, toolerr.CodeInvalidArguments, ""},
		{"missing path arg", `{}`, toolerr.CodeInvalidArguments, ""},
		{"crlf in header", `{"item":"ok","trace":"x\r\nX-Admin: 1"}`, "header_injection", ""},
		{"lf in header", `{"item":"ok","trace":"x\nHost: evil"}`, "header_injection", ""},
		{"control character in header", `{"item":"ok","trace":"x\u0001y"}`, toolerr.CodeInvalidArguments, ""},
		{"DEL in header", `{"item":"ok","trace":"x\u007fy"}`, toolerr.CodeInvalidArguments, ""},
		{"control characters in path", `{"item":"a\u0000\u0001"}`, toolerr.CodeInvalidArguments, ""},
		{"tab in header is sent", `{"item":"ok","trace":"x\ty"}`, "", "/v1/items/ok"},
		{"control characters in query are escaped", `{"item":"ok","q":"\u0000\u0001"}`, "", "/v1/items/ok"},
		{"percent in path is escaped", `{"item":"a%zz"}`, "", "/v1/items/a%25zz"},
		{"metadata url in query stays a value", `{"item":"ok","q":"http://169.254.169.254/"}`, "", "/v1/items/ok"},
		{"at sign in path stays in path", `{"item":"user@169.254.169.254"}`, "", "/v1/items/user@169.254.169.254"},
		{"query injection in path", `{"item":"ok?admin=1"}`, "", "/v1/items/ok%3Fadmin=1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := len(b.requests())
			_, terr := invoke(t, tl, tc.args)
			after := b.requests()
			if tc.wantCode != "" {
				if terr == nil || terr.Kind != toolerr.Param || terr.Code != tc.wantCode {
					t.Fatalf("error = %v, want PARAM %s", terr, tc.wantCode)
				}
				if len(after) != before {
					t.Errorf("backend was called (%+v); a refused call must not reach it", after[before:])
				}
				return
			}
			if terr != nil {
				t.Fatalf("Invoke: %v", terr)
			}
			if len(after) != before+1 {
				t.Fatalf("backend got %d requests, want 1", len(after)-before)
			}
			if got := after[before].RawPath; got != tc.wantPath {
				t.Errorf("backend path = %q, want %q", got, tc.wantPath)
			}
		})
	}
}

func TestStatusMapping(t *testing.T) {
	b := newBackend(t)
	tl := newTool(t, b.URL, nil)
	tests := []struct {
		item      string
		kind      toolerr.Kind
		code      string
		retryable bool
		msg       string
	}{
		{"status-400", toolerr.Param, "http_400", false, "backend says 400"},
		{"status-422", toolerr.Param, "http_422", false, "backend says 422"},
		{"status-404", toolerr.Business, "http_404", false, "backend says 404"},
		{"status-403", toolerr.Business, "http_403", false, "backend says 403"},
		{"status-429", toolerr.Business, "rate_limited", true, "backend says 429"},
		{"status-408", toolerr.System, toolerr.CodeTimeout, true, "backend says 408"},
		{"status-500", toolerr.System, "http_500", false, "backend says 500"},
		{"status-502", toolerr.System, "http_502", true, ""},
		{"status-503", toolerr.System, "http_503", true, ""},
		{"status-504", toolerr.System, "http_504", true, ""},
		{"quota", toolerr.Business, "business_10086", false, "配额不足 quota exceeded"},
		{"huge", toolerr.System, "response_too_large", false, ""},
		{"redirect-loop", toolerr.System, "redirect_refused", false, "redirects"},
		{"plain", toolerr.System, "invalid_response", false, "not JSON"},
	}
	for _, tc := range tests {
		t.Run(tc.item, func(t *testing.T) {
			tl := tl
			if tc.item == "huge" {
				tl = newTool(t, b.URL, func(h *manifest.HTTP) { h.MaxResponseBytes = 1024 })
			}
			_, terr := invoke(t, tl, `{"item":"`+tc.item+`"}`)
			if terr == nil || terr.Kind != tc.kind || terr.Code != tc.code || terr.Retryable != tc.retryable {
				t.Fatalf("error = %+v, want %v %s retryable=%v", terr, tc.kind, tc.code, tc.retryable)
			}
			if !strings.Contains(terr.Message, tc.msg) {
				t.Errorf("message = %q, want it to contain %q", terr.Message, tc.msg)
			}
			if strings.Contains(terr.Error(), "s3cret") {
				t.Errorf("error leaks the secret: %v", terr)
			}
		})
	}
}

func TestRedirects(t *testing.T) {
	b := newBackend(t)
	other := newBackend(t)
	tl := newTool(t, b.URL, nil)
	if _, terr := invoke(t, tl, `{"item":"redirect-same"}`); terr != nil {
		t.Fatalf("same-host redirect: %v", terr)
	}
	to := url.QueryEscape(other.URL + "/v1/items/ok")
	tl = newTool(t, b.URL, func(h *manifest.HTTP) { h.Query["to"] = "{to}" })
	_, terr := invoke(t, tl, `{"item":"redirect-away","to":"`+other.URL+`/v1/items/ok"}`)
	if terr == nil || terr.Code != "redirect_refused" {
		t.Fatalf("redirect to %s: error = %v, want redirect_refused", to, terr)
	}
	if n := len(other.requests()); n != 0 {
		t.Errorf("the other host got %d requests, want 0", n)
	}
}

func TestTransportFailures(t *testing.T) {
	b := newBackend(t)
	tl := newTool(t, b.URL, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := tl.Invoke(ctx, json.RawMessage(`{"item":"hang"}`))
	if te, ok := toolerr.As(err); !ok || te.Kind != toolerr.System || te.Code != toolerr.CodeTimeout || !te.Retryable {
		t.Errorf("hanging backend: error = %v, want SYSTEM timeout retryable", err)
	}

	dead := httptest.NewServer(http.NotFoundHandler())
	deadURL := dead.URL
	dead.Close()
	tl = newTool(t, deadURL, nil)
	_, terr := invoke(t, tl, `{"item":"ok"}`)
	if terr == nil || terr.Kind != toolerr.System || terr.Code != toolerr.CodeUnavailable || !terr.Retryable {
		t.Errorf("refused connection: error = %v, want SYSTEM unavailable retryable", terr)
	}
}

func TestBody(t *testing.T) {
	b := newBackend(t)
	tests := []struct {
		name string
		body any
		args string
		want string
	}{
		{"template", map[string]any{"item": "{item}", "n": "{n}", "note": "id={item}", "fixed": 1, "absent": "{q}"},
			`{"item":"ok","n":3}`, `{"fixed":1,"item":"ok","n":3,"note":"id=ok"}`},
		{"whole args", manifest.BodyArgs, `{"item":"ok","n":3}`, `{"item":"ok","n":3}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tl := newTool(t, b.URL, func(h *manifest.HTTP) { h.Method = "POST"; h.Body = tc.body })
			if _, terr := invoke(t, tl, tc.args); terr != nil {
				t.Fatalf("Invoke: %v", terr)
			}
			reqs := b.requests()
			if got := reqs[len(reqs)-1]; got.Method != "POST" || got.Body != tc.want {
				t.Errorf("backend got %s %s, want POST %s", got.Method, got.Body, tc.want)
			}
		})
	}
	tl := newTool(t, b.URL, func(h *manifest.HTTP) { h.Method = "POST"; h.Body = manifest.BodyArgs; h.MaxRequestBytes = 64 })
	if _, terr := invoke(t, tl, `{"item":"ok","pad":"`+strings.Repeat("p", 100)+`"}`); terr == nil || terr.Code != "request_too_large" {
		t.Errorf("oversized request: error = %v, want PARAM request_too_large", terr)
	}
}

func TestNewRefuses(t *testing.T) {
	tests := []struct {
		name, url, want string
		headers         map[string]string
	}{
		{"missing env", "${env:NOPE_URL}/v1/{item}", "NOPE_URL", nil},
		{"missing header secret", "http://127.0.0.1:1/v1/{item}", "MISSING_TOKEN", map[string]string{"Authorization": "${env:MISSING_TOKEN}"}},
		{"host placeholder", "http://{item}/v1", "scheme, host or port", nil},
		{"credentials in url", "http://user:pw@127.0.0.1/v1", "credentials", nil},
		{"not http", "file:///etc/passwd", "http", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(manifest.Tool{Spec: toolspec.Spec{Name: "x"}, Source: "m.yaml:3",
				HTTP: &manifest.HTTP{URL: tc.url, Headers: tc.headers}}, Options{Env: env})
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "m.yaml:3") {
				t.Fatalf("New error = %v, want one naming m.yaml:3 and %q", err, tc.want)
			}
		})
	}
}

func FuzzBuildURL(f *testing.F) {
	for _, s := range []string{"ok", "..", "%2e%2e", "../../etc", "http://169.254.169.254/", "a/b", "@evil.com", "x?y#z", "\x00", "%", "%zz", "é", "..;/"} {
		f.Add(s, s)
	}
	tl, err := New(manifest.Tool{Spec: toolspec.Spec{Name: "f"}, HTTP: &manifest.HTTP{
		URL: "https://api.example.com:8443/v1/items/{item}/x-{sub}", Query: map[string]string{"q": "{q}"}}}, Options{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, item, q string) {
		u, terr := tl.BuildURL(manifest.Args{"item": item, "sub": item, "q": q})
		if terr != nil {
			if terr.Kind != toolerr.Param {
				t.Fatalf("BuildURL(%q) error kind %v, want PARAM", item, terr.Kind)
			}
			return
		}
		if u.Scheme != "https" || u.Host != "api.example.com:8443" || u.User != nil || u.Fragment != "" {
			t.Fatalf("BuildURL(%q, %q) = %s: target changed", item, q, u)
		}
		if !strings.HasPrefix(u.EscapedPath(), "/v1/items/") {
			t.Fatalf("BuildURL(%q) path %q escaped the template", item, u.EscapedPath())
		}
		if segs := strings.Split(u.Path, "/"); len(segs) != 5 {
			t.Fatalf("BuildURL(%q) path %q has %d segments, want 5", item, u.Path, len(segs))
		}
		if got := u.Query().Get("q"); got != q {
			t.Fatalf("query q = %q, want %q", got, q)
		}
	})
}

// FuzzRequestArguments sends any argument values to a backend that always
// answers 200: a call either reaches it or is refused as PARAM before it is
// sent. A SYSTEM error here would blame a healthy backend for arguments it
// was never sent.
func FuzzRequestArguments(f *testing.F) {
	for _, s := range []string{"ok", "x\x01y", "x\x7fy", "x\r\nX-Admin: 1", "\x00", "%zz", "é", "\u2028", "..", "a\tb"} {
		f.Add(s, s, s)
	}
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		calls.Add(1)
		fmt.Fprint(w, `{"code":0,"data":{}}`)
	}))
	defer srv.Close()
	tl := newTool(f, srv.URL, func(h *manifest.HTTP) { h.Method = "POST"; h.Body = map[string]any{"q": "{q}"} })
	f.Fuzz(func(t *testing.T, item, q, trace string) {
		args, err := json.Marshal(map[string]string{"item": item, "q": q, "trace": trace})
		if err != nil {
			t.Fatal(err) // a map of strings always marshals
		}
		before := calls.Load()
		_, terr := invoke(t, tl, string(args))
		after := calls.Load()
		switch {
		case terr == nil && after != before+1:
			t.Fatalf("success without reaching the backend")
		case terr != nil && terr.Kind != toolerr.Param:
			t.Fatalf("item %q q %q trace %q: error %v, want success or PARAM", item, q, trace, terr)
		case terr != nil && after != before:
			t.Fatalf("a refused call reached the backend")
		}
	})
}

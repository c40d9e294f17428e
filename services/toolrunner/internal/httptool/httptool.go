// Package httptool is the HTTP family of tools: it turns a manifest's http
// binding into a registry.Invoker that fills the request from the call's
// arguments — escaped into path segments, the query and a JSON body, never
// into the scheme, host or port, which the manifest fixes — sends it with
// secrets from the environment in its headers, follows redirects only to the
// same host, bounds both bodies, extracts the output by gjson path, and maps
// statuses and business codes into PARAM / BUSINESS / SYSTEM.
//
// Status mapping:
//
//	2xx                       success, unless the business-code rule says otherwise
//	400, 422                  PARAM (the backend rejected the arguments)
//	408                       SYSTEM timeout, retryable
//	429                       BUSINESS rate_limited, retryable: the backend is up
//	                          and refused for now; it must not trip a circuit
//	                          breaker the way an outage does
//	other 4xx                 BUSINESS, with the backend's message
//	502, 503, 504             SYSTEM, retryable
//	other 5xx                 SYSTEM
//	timeout, refused, DNS     SYSTEM, retryable
//
// A request the arguments make unsendable (a path argument that is not one
// segment, a header argument with a control character) is refused as PARAM
// before anything is sent: it says nothing about the backend's health.
package httptool

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/tidwall/gjson"
	"golang.org/x/net/http/httpguts"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Defaults for limits a manifest leaves unset.
const (
	DefaultMaxRequestBytes  = 1 << 20
	DefaultMaxResponseBytes = 4 << 20
	DefaultMaxRedirects     = 3
	// maxMessage caps a backend message carried in an error.
	maxMessage = 300
)

// Options configures New.
type Options struct {
	// Env resolves ${env:…} references; nil means the process environment.
	Env manifest.Lookup
	// Transport sends requests; nil means a fresh http.Transport.
	Transport http.RoundTripper
}

// Tool is one HTTP tool, ready to invoke. It is safe for concurrent use.
type Tool struct {
	name    string
	method  string
	scheme  string
	host    string
	url     manifest.Template
	query   []queryParam
	headers []header
	body    any // template tree: map[string]any, []any, manifest.Template, literal
	rawArgs bool

	extract string
	bc      *manifest.BusinessCode

	maxReq, maxResp int64
	client          *http.Client
}

type queryParam struct {
	key  string
	tmpl manifest.Template
}

type header struct {
	key  string
	tmpl manifest.Template
}

// New builds the tool from its manifest entry, resolving ${env:…} references
// (a missing variable is an error naming it, never a value).
func New(t manifest.Tool, opts Options) (*Tool, error) {
	h := t.HTTP
	if h == nil {
		return nil, fmt.Errorf("%s: tool %s has no http binding", t.Source, t.Spec.Name)
	}
	fail := func(field string, err error) error {
		return fmt.Errorf("%s: tool %s: http.%s: %w", t.Source, t.Spec.Name, field, err)
	}
	tl := &Tool{name: t.Spec.Name, method: strings.ToUpper(h.Method), extract: h.Extract, bc: h.BusinessCode,
		maxReq: h.MaxRequestBytes, maxResp: h.MaxResponseBytes}
	if tl.method == "" {
		tl.method = http.MethodGet
	}
	if tl.maxReq == 0 {
		tl.maxReq = DefaultMaxRequestBytes
	}
	if tl.maxResp == 0 {
		tl.maxResp = DefaultMaxResponseBytes
	}
	var err error
	if tl.url, err = manifest.ParseTemplate(h.URL, opts.Env); err != nil {
		return nil, fail("url", err)
	}
	if tl.scheme, tl.host, err = fixedTarget(tl.url); err != nil {
		return nil, fail("url", err)
	}
	for k, v := range h.Query {
		tmpl, err := manifest.ParseTemplate(v, opts.Env)
		if err != nil {
			return nil, fail("query."+k, err)
		}
		tl.query = append(tl.query, queryParam{key: k, tmpl: tmpl})
	}
	for k, v := range h.Headers {
		tmpl, err := manifest.ParseTemplate(v, opts.Env)
		if err != nil {
			return nil, fail("headers."+k, err)
		}
		if lit, ok := tmpl.Literal(); ok && strings.ContainsAny(lit, "\r\n\x00") {
			return nil, fail("headers."+k, errors.New("value contains a line break"))
		}
		tl.headers = append(tl.headers, header{key: http.CanonicalHeaderKey(k), tmpl: tmpl})
	}
	if s, ok := h.Body.(string); ok && s == manifest.BodyArgs {
		tl.rawArgs = true
	} else if h.Body != nil {
		if tl.body, err = parseBody(h.Body, opts.Env); err != nil {
			return nil, fail("body", err)
		}
	}
	maxRedirects := DefaultMaxRedirects
	if h.MaxRedirects != nil {
		maxRedirects = *h.MaxRedirects
	}
	transport := opts.Transport
	if transport == nil {
		transport = NewTransport()
	}
	tl.client = &http.Client{Transport: transport, CheckRedirect: tl.checkRedirect(maxRedirects)}
	return tl, nil
}

// NewTransport returns the transport HTTP tools use by default; tools of one
// runner may share one. Each call's context bounds its whole exchange.
func NewTransport() *http.Transport {
	return &http.Transport{
		Proxy:               http.ProxyFromEnvironment,
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConnsPerHost: 16,
		IdleConnTimeout:     90 * time.Second,
		TLSHandshakeTimeout: 5 * time.Second,
	}
}

// fixedTarget returns the scheme and host that every request of the tool
// goes to: the template with every placeholder filled must parse to them.
func fixedTarget(tmpl manifest.Template) (scheme, host string, err error) {
	probe, _, err := tmpl.Fill(probeArgs(tmpl), nil)
	if err != nil {
		return "", "", err
	}
	u, err := manifest.Validate(probe)
	if err != nil {
		return "", "", err
	}
	if u.User != nil {
		return "", "", errors.New("credentials in the URL are not allowed; send them in a header from ${env:…}")
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return "", "", errors.New("put query parameters under query:, not in the URL")
	}
	// Any placeholder must sit after the authority: a second probe with
	// different fillers must give the same host.
	alt, _, _ := tmpl.Fill(probeArgsWith(tmpl, "y.z"), nil)
	if u2, err := url.Parse(alt); err != nil || u2.Host != u.Host || u2.Scheme != u.Scheme {
		return "", "", errors.New("arguments may not reach the scheme, host or port")
	}
	return u.Scheme, u.Host, nil
}

func probeArgs(t manifest.Template) manifest.Args { return probeArgsWith(t, "x") }

func probeArgsWith(t manifest.Template, v string) manifest.Args {
	a := manifest.Args{}
	for _, n := range t.Names() {
		a[n] = v
	}
	return a
}

func (t *Tool) checkRedirect(max int) func(*http.Request, []*http.Request) error {
	return func(req *http.Request, via []*http.Request) error {
		if len(via) > max {
			return &redirectError{fmt.Sprintf("more than %d redirects", max)}
		}
		if req.URL.Scheme != t.scheme || req.URL.Host != t.host {
			return &redirectError{fmt.Sprintf("redirect to another host (%s) refused", toolspec.Truncate(req.URL.Host, 80))}
		}
		return nil
	}
}

type redirectError struct{ msg string }

// Error implements error.
func (e *redirectError) Error() string { return e.msg }

// Invoke implements registry.Invoker.
func (t *Tool) Invoke(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
	args, err := manifest.DecodeArgs(raw)
	if err != nil {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, err.Error(), "send the arguments as one JSON object")
	}
	req, terr := t.request(ctx, raw, args)
	if terr != nil {
		return nil, terr
	}
	resp, err := t.client.Do(req)
	if err != nil {
		return nil, transportError(ctx, t.name, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, t.maxResp+1))
	if err != nil {
		return nil, transportError(ctx, t.name, err)
	}
	if int64(len(body)) > t.maxResp {
		return nil, &toolerr.Error{Kind: toolerr.System, Code: "response_too_large",
			Message: fmt.Sprintf("%s responded with more than %d bytes", t.name, t.maxResp),
			Hint:    "narrow the request (a shorter range, a filter)"}
	}
	return t.result(resp.StatusCode, body)
}

// request builds the HTTP request from the arguments. Every refusal is PARAM.
func (t *Tool) request(ctx context.Context, raw json.RawMessage, args manifest.Args) (*http.Request, *toolerr.Error) {
	u, terr := t.BuildURL(args)
	if terr != nil {
		return nil, terr
	}
	var body io.Reader
	var bodyBytes []byte
	switch {
	case t.rawArgs:
		bodyBytes = bytes.TrimSpace(raw)
		if len(bodyBytes) == 0 {
			bodyBytes = []byte("{}")
		}
	case t.body != nil:
		v, _ := fillBody(t.body, args)
		b, err := json.Marshal(v)
		if err != nil {
			return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, "cannot encode the request body: "+err.Error(), "")
		}
		bodyBytes = b
	}
	if int64(len(bodyBytes)) > t.maxReq {
		return nil, toolerr.NewParam("request_too_large",
			fmt.Sprintf("request body of %d bytes is over the limit of %d", len(bodyBytes), t.maxReq), "send shorter values")
	}
	if bodyBytes != nil {
		body = bytes.NewReader(bodyBytes)
	}
	req, err := http.NewRequestWithContext(ctx, t.method, u.String(), body)
	if err != nil {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, "cannot build the request: "+err.Error(), "")
	}
	req.Header.Set("Accept", "application/json")
	if bodyBytes != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for _, h := range t.headers {
		v, ok, err := h.tmpl.Fill(args, headerValue)
		var he *headerArgError
		if errors.As(err, &he) {
			return nil, he.toolError(h.key)
		}
		if err != nil {
			return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, fmt.Sprintf("header %s: %v", h.key, err), "")
		}
		if ok {
			req.Header.Set(h.key, v)
		}
	}
	return req, nil
}

// headerValue refuses what net/http would refuse to send — a control
// character other than tab — before the request is built: such a call
// never reaches the backend, so it is the arguments' fault (PARAM), not
// the backend's (SYSTEM).
func headerValue(name, v string) (string, error) {
	if strings.ContainsAny(v, "\r\n\x00") {
		return "", &headerArgError{arg: name, injection: true}
	}
	if !httpguts.ValidHeaderFieldValue(v) {
		return "", &headerArgError{arg: name}
	}
	return v, nil
}

// headerArgError is an argument that cannot go into a header value.
type headerArgError struct {
	arg string
	// injection is a line break or NUL, which could start a new header.
	injection bool
}

// Error implements error.
func (e *headerArgError) Error() string {
	if e.injection {
		return fmt.Sprintf("argument %q contains a line break or NUL", e.arg)
	}
	return fmt.Sprintf("argument %q contains a control character", e.arg)
}

func (e *headerArgError) toolError(header string) *toolerr.Error {
	code := toolerr.CodeInvalidArguments
	if e.injection {
		code = "header_injection"
	}
	return toolerr.NewParam(code, fmt.Sprintf("header %s: %s", header, e.Error()),
		fmt.Sprintf("give %q as single-line text without control characters (CR, LF, NUL, DEL, …)", e.arg))
}

// BuildURL fills the URL template and the query from args. Path arguments
// are escaped into one path segment each; a value that is empty, or that
// would (even after percent-decoding) contain '/', '\', or be '.' or '..',
// is refused as PARAM. The result always has the tool's fixed scheme and
// host.
func (t *Tool) BuildURL(args manifest.Args) (*url.URL, *toolerr.Error) {
	s, ok, err := t.url.Fill(args, pathSegment)
	if err != nil {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, err.Error(),
			"path arguments are single names or ids: no '/', '\\', '.' or '..'")
	}
	if !ok {
		missing := []string{}
		for _, n := range t.url.Names() {
			if _, present := args.String(n); !present {
				missing = append(missing, n)
			}
		}
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments,
			"missing path argument(s): "+strings.Join(missing, ", "), "give a value for each of: "+strings.Join(missing, ", "))
	}
	u, err := url.Parse(s)
	if err != nil || u.Scheme != t.scheme || u.Host != t.host || u.User != nil {
		// Unreachable when pathSegment did its job; refuse rather than send.
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, "arguments would change the request target", "")
	}
	q := url.Values{}
	for _, p := range t.query {
		if name, single := p.tmpl.Single(); single {
			if list, isList := args[name].([]any); isList {
				for _, e := range list {
					q.Add(p.key, manifest.Stringify(e))
				}
				continue
			}
		}
		v, ok, _ := p.tmpl.Fill(args, nil)
		if ok {
			q.Set(p.key, v)
		}
	}
	u.RawQuery = q.Encode()
	return u, nil
}

func pathSegment(name, v string) (string, error) {
	if v == "" {
		return "", fmt.Errorf("path argument %q is empty", name)
	}
	decoded := v
	for range 4 { // defeat double and triple encoding (%252e%252e)
		d, err := url.PathUnescape(decoded)
		if err != nil || d == decoded {
			break
		}
		decoded = d
	}
	switch {
	case strings.ContainsAny(decoded, "/\\"):
		return "", fmt.Errorf("path argument %q may not contain '/' or '\\'", name)
	case decoded == "." || decoded == "..":
		return "", fmt.Errorf("path argument %q may not be '.' or '..'", name)
	case strings.IndexFunc(decoded, func(r rune) bool { return r < 0x20 || r == 0x7f }) >= 0:
		return "", fmt.Errorf("path argument %q contains control characters", name)
	}
	return url.PathEscape(v), nil
}

// parseBody turns the manifest's body into a template tree.
func parseBody(v any, env manifest.Lookup) (any, error) {
	switch v := v.(type) {
	case string:
		return manifest.ParseTemplate(v, env)
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, e := range v {
			p, err := parseBody(e, env)
			if err != nil {
				return nil, err
			}
			out[k] = p
		}
		return out, nil
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			p, err := parseBody(e, env)
			if err != nil {
				return nil, err
			}
			out[i] = p
		}
		return out, nil
	default:
		return v, nil
	}
}

// fillBody fills a body template tree; ok is false for a value whose
// argument is absent (the key is then left out).
func fillBody(v any, args manifest.Args) (any, bool) {
	switch v := v.(type) {
	case manifest.Template:
		if name, single := v.Single(); single {
			a, ok := args[name]
			return a, ok && a != nil
		}
		s, ok, _ := v.Fill(args, nil)
		return s, ok
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, e := range v {
			if f, ok := fillBody(e, args); ok {
				out[k] = f
			}
		}
		return out, true
	case []any:
		out := make([]any, 0, len(v))
		for _, e := range v {
			f, _ := fillBody(e, args)
			out = append(out, f)
		}
		return out, true
	default:
		return v, true
	}
}

// result maps a response to output or a tool error.
func (t *Tool) result(status int, body []byte) (json.RawMessage, error) {
	isJSON := gjson.ValidBytes(body)
	msg := t.message(body, isJSON)
	code := "http_" + strconv.Itoa(status)
	switch {
	case status == http.StatusBadRequest || status == http.StatusUnprocessableEntity:
		return nil, toolerr.NewParam(code, fmt.Sprintf("%s rejected the arguments (HTTP %d): %s", t.name, status, msg),
			"fix the arguments according to the backend's message: "+msg)
	case status == http.StatusRequestTimeout:
		return nil, toolerr.NewSystem(toolerr.CodeTimeout, fmt.Sprintf("%s timed out (HTTP 408): %s", t.name, msg), true, nil)
	case status == http.StatusTooManyRequests:
		return nil, &toolerr.Error{Kind: toolerr.Business, Code: "rate_limited", Retryable: true,
			Message: fmt.Sprintf("%s is rate limiting calls (HTTP 429): %s", t.name, msg)}
	case status >= 400 && status < 500:
		return nil, toolerr.NewBusiness(code, fmt.Sprintf("%s refused (HTTP %d): %s", t.name, status, msg))
	case status >= 500:
		retry := status == http.StatusBadGateway || status == http.StatusServiceUnavailable || status == http.StatusGatewayTimeout
		return nil, toolerr.NewSystem(code, fmt.Sprintf("%s failed (HTTP %d): %s", t.name, status, msg), retry, nil)
	case status < 200 || status >= 300:
		return nil, toolerr.Systemf(code, "%s answered with unexpected HTTP %d", t.name, status)
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return json.RawMessage("null"), nil
	}
	if !isJSON {
		if t.extract != "" || t.bc != nil {
			return nil, toolerr.Systemf("invalid_response", "%s answered with a body that is not JSON", t.name)
		}
		return json.Marshal(string(body))
	}
	if terr := t.businessCode(body); terr != nil {
		return nil, terr
	}
	if t.extract == "" {
		return json.RawMessage(body), nil
	}
	r := gjson.GetBytes(body, t.extract)
	if !r.Exists() {
		return nil, toolerr.Systemf("invalid_response", "%s answered without %q in its body", t.name, t.extract)
	}
	return json.RawMessage(r.Raw), nil
}

// businessCode applies the business-code rule to a 2xx JSON body.
func (t *Tool) businessCode(body []byte) *toolerr.Error {
	if t.bc == nil {
		return nil
	}
	c := gjson.GetBytes(body, t.bc.Path)
	if !c.Exists() {
		return nil
	}
	code := c.String()
	ok := t.bc.OK
	if len(ok) == 0 {
		ok = []string{"0"}
	}
	for _, o := range ok {
		if o == code {
			return nil
		}
	}
	msg := t.message(body, true)
	switch {
	case contains(t.bc.Param, code):
		return toolerr.NewParam("business_"+code, fmt.Sprintf("%s rejected the arguments (code %s): %s", t.name, code, msg),
			"fix the arguments according to the backend's message: "+msg)
	case contains(t.bc.System, code):
		return toolerr.NewSystem("business_"+code, fmt.Sprintf("%s failed (code %s): %s", t.name, code, msg), true, nil)
	default:
		return toolerr.NewBusiness("business_"+code, fmt.Sprintf("%s refused (code %s): %s", t.name, code, msg))
	}
}

// message extracts the backend's own words from a body: the business rule's
// message path, else a conventional field, else the start of the body.
func (t *Tool) message(body []byte, isJSON bool) string {
	if isJSON {
		paths := []string{"message", "msg", "error.message", "error", "detail"}
		if t.bc != nil && t.bc.MessagePath != "" {
			paths = append([]string{t.bc.MessagePath}, paths...)
		}
		for _, p := range paths {
			if r := gjson.GetBytes(body, p); r.Exists() && r.Type == gjson.String && r.Str != "" {
				return toolspec.Truncate(r.Str, maxMessage)
			}
		}
	}
	s := strings.TrimSpace(string(body))
	if s == "" {
		return "(empty body)"
	}
	return toolspec.Truncate(strings.ToValidUTF8(s, "?"), maxMessage)
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

// transportError maps a failure to get a response.
func transportError(ctx context.Context, name string, err error) *toolerr.Error {
	var re *redirectError
	var ne net.Error
	switch {
	case errors.As(err, &re):
		return toolerr.NewSystem("redirect_refused", fmt.Sprintf("%s: %s", name, re.msg), false, err)
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()):
		return toolerr.NewSystem(toolerr.CodeTimeout, name+" did not answer in time", true, err)
	case errors.Is(err, context.Canceled):
		return toolerr.NewSystem(toolerr.CodeCancelled, name+": call cancelled", false, err)
	case errors.Is(err, syscall.ECONNREFUSED):
		return toolerr.NewSystem(toolerr.CodeUnavailable, name+" refused the connection (backend down?)", true, err)
	default:
		var dnsErr *net.DNSError
		var opErr *net.OpError
		if errors.As(err, &dnsErr) || errors.As(err, &opErr) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNRESET) {
			return toolerr.NewSystem(toolerr.CodeUnavailable, name+" is unreachable: "+errText(err), true, err)
		}
		return toolerr.NewSystem(toolerr.CodeUnavailable, name+": request failed: "+errText(err), false, err)
	}
}

// errText keeps the innermost error text: a *url.Error's message carries
// the URL, which may carry argument values; the cause suffices.
func errText(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return toolspec.Truncate(err.Error(), maxMessage)
}

package demo

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Demo business codes, after the article's metric center: 0 is success,
// 10086 means the data asked for is not available through this endpoint.
const (
	CodeOK           = 0
	CodeNotReady     = 10086
	CodeBadArgument  = 40001
	CodeRangeTooLong = 20001
)

// ProductLines and Regions span the demo's metric data: 6 × 3 = 18 rows for
// a nationwide query, as in the article's log ("rows=18").
var (
	ProductLines = []string{"app", "mini_program", "web", "retail", "cloud", "ads"}
	Regions      = []string{"east", "north", "south"}
	metrics      = map[string]struct {
		unit string
		base float64
	}{
		"revenue": {"CNY", 1_200_000},
		"dau":     {"users", 350_000},
		"cvr":     {"ratio", 0.042},
	}
)

const dateLayout = "2006-01-02"

// NewHTTPServer returns the demo's metric center and alert center. now is
// the clock that decides what "today" is (T+1 data ends yesterday). All data
// is derived from a hash of the request's date and keys, so the same question
// always gets the same answer.
//
//	GET /metric-center/v1/metrics/{metric}?date=&region=   T+1 aggregates per product line
//	GET /metric-center/v1/realtime/{metric}?region=        today's figures so far
//	GET /metric-center/v1/stores?date=&region=&limit=      row-level store detail
//	GET /alert-center/v1/alerts?start=&end=                alert history
//
// Every answer is {"code":…, "message":…, "data":…}.
func NewHTTPServer(now func() time.Time) http.Handler {
	if now == nil {
		now = time.Now
	}
	s := &server{now: now}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /metric-center/v1/metrics/{metric}", s.metrics)
	mux.HandleFunc("GET /metric-center/v1/realtime/{metric}", s.realtime)
	mux.HandleFunc("GET /metric-center/v1/stores", s.stores)
	mux.HandleFunc("GET /alert-center/v1/alerts", s.alerts)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "ok") })
	return mux
}

type server struct {
	now func() time.Time
}

type envelope struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data"`
}

func reply(w http.ResponseWriter, status, code int, msg string, data any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(envelope{Code: code, Message: msg, Data: data})
}

func badRequest(w http.ResponseWriter, format string, args ...any) {
	reply(w, http.StatusBadRequest, CodeBadArgument, fmt.Sprintf(format, args...), nil)
}

// seeded returns a deterministic number in [0,1) for the given keys.
func seeded(keys ...string) float64 {
	h := fnv.New64a()
	for _, k := range keys {
		h.Write([]byte(k))
		h.Write([]byte{0})
	}
	return float64(h.Sum64()%1_000_000) / 1_000_000
}

func (s *server) today() time.Time {
	y, m, d := s.now().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func parseDate(v string) (time.Time, bool) {
	t, err := time.Parse(dateLayout, v)
	return t, err == nil
}

func regionsOf(r string) ([]string, bool) {
	if r == "" {
		return Regions, true
	}
	for _, x := range Regions {
		if x == r {
			return []string{r}, true
		}
	}
	return nil, false
}

// value is the metric's figure for one product line, region and day.
func value(metric string, line, region string, day time.Time) float64 {
	m := metrics[metric]
	d := day.Format(dateLayout)
	lineWeight := 0.5 + seeded("line", line)
	regionWeight := 0.6 + seeded("region", region)
	weekday := 1.0
	if wd := day.Weekday(); wd == time.Saturday || wd == time.Sunday {
		weekday = 0.85
	}
	noise := 0.9 + 0.2*seeded(metric, line, region, d)
	v := m.base * lineWeight * regionWeight * weekday * noise
	if metric == "cvr" {
		return round(v, 4)
	}
	return round(v, 0)
}

func round(v float64, places int) float64 {
	p, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', places, 64), 64)
	return p
}

type metricRow struct {
	ProductLine string  `json:"product_line"`
	Region      string  `json:"region"`
	Value       float64 `json:"value"`
	PrevWeek    float64 `json:"prev_week_value"`
	ChangePct   float64 `json:"change_pct"`
}

func (s *server) metrics(w http.ResponseWriter, r *http.Request) {
	metric := r.PathValue("metric")
	if _, ok := metrics[metric]; !ok {
		badRequest(w, "unknown metric %q: use one of revenue, dau, cvr", metric)
		return
	}
	day, ok := parseDate(r.URL.Query().Get("date"))
	if !ok {
		badRequest(w, "date must be YYYY-MM-DD, got %q", r.URL.Query().Get("date"))
		return
	}
	regions, ok := regionsOf(r.URL.Query().Get("region"))
	if !ok {
		badRequest(w, "unknown region %q: use one of %s or leave it empty", r.URL.Query().Get("region"), strings.Join(Regions, ", "))
		return
	}
	if !day.Before(s.today()) {
		reply(w, http.StatusOK, CodeNotReady,
			fmt.Sprintf("指标中心只提供T+1数据，%s 的数据尚未产出；当日实时数据请使用 query_realtime_metric (T+1 only: data for %s is not ready; use query_realtime_metric)",
				day.Format(dateLayout), day.Format(dateLayout)), nil)
		return
	}
	var rows []metricRow
	for _, region := range regions {
		for _, line := range ProductLines {
			v := value(metric, line, region, day)
			prev := value(metric, line, region, day.AddDate(0, 0, -7))
			rows = append(rows, metricRow{ProductLine: line, Region: region, Value: v, PrevWeek: prev,
				ChangePct: round((v-prev)/prev*100, 1)})
		}
	}
	reply(w, http.StatusOK, CodeOK, "ok", map[string]any{
		"metric": metric, "unit": metrics[metric].unit, "date": day.Format(dateLayout),
		"region": r.URL.Query().Get("region"), "granularity": "T+1 daily aggregate",
		"rows": rows, "row_count": len(rows),
	})
}

func (s *server) realtime(w http.ResponseWriter, r *http.Request) {
	metric := r.PathValue("metric")
	if _, ok := metrics[metric]; !ok {
		badRequest(w, "unknown metric %q: use one of revenue, dau, cvr", metric)
		return
	}
	regions, ok := regionsOf(r.URL.Query().Get("region"))
	if !ok {
		badRequest(w, "unknown region %q", r.URL.Query().Get("region"))
		return
	}
	now := s.now().UTC()
	today := s.today()
	elapsed := now.Sub(today).Hours() / 24 // share of the day so far
	var rows []metricRow
	for _, region := range regions {
		for _, line := range ProductLines {
			full := value(metric, line, region, today)
			v := full
			if metric != "cvr" {
				v = round(full*elapsed, 0)
			}
			rows = append(rows, metricRow{ProductLine: line, Region: region, Value: v})
		}
	}
	reply(w, http.StatusOK, CodeOK, "ok", map[string]any{
		"metric": metric, "as_of": now.Format(time.RFC3339), "granularity": "real-time, today so far",
		"rows": rows, "row_count": len(rows),
	})
}

type storeRow struct {
	StoreID     string  `json:"store_id"`
	StoreName   string  `json:"store_name"`
	Region      string  `json:"region"`
	ProductLine string  `json:"product_line"`
	Date        string  `json:"date"`
	Revenue     float64 `json:"revenue"`
	Orders      int     `json:"orders"`
}

var cities = map[string][]string{
	"east":  {"上海", "杭州", "南京", "苏州", "宁波"},
	"north": {"北京", "天津", "石家庄", "太原"},
	"south": {"广州", "深圳", "厦门", "南宁"},
}

func (s *server) stores(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	day, ok := parseDate(q.Get("date"))
	if !ok {
		badRequest(w, "date must be YYYY-MM-DD, got %q", q.Get("date"))
		return
	}
	regions, ok := regionsOf(q.Get("region"))
	if !ok {
		badRequest(w, "unknown region %q", q.Get("region"))
		return
	}
	limit := 50
	if l := q.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > 500 {
			badRequest(w, "limit must be 1..500, got %q", l)
			return
		}
		limit = n
	}
	if !day.Before(s.today()) {
		reply(w, http.StatusOK, CodeNotReady, "store detail is T+1: data for "+day.Format(dateLayout)+" is not ready", nil)
		return
	}
	d := day.Format(dateLayout)
	var rows []storeRow
	for _, region := range regions {
		for ci, city := range cities[region] {
			for n := 1; n <= 3; n++ {
				id := fmt.Sprintf("%s-%02d-%d", region[:1], ci+1, n)
				line := ProductLines[int(seeded("store-line", id)*float64(len(ProductLines)))]
				orders := 80 + int(400*seeded("orders", id, d))
				rows = append(rows, storeRow{StoreID: strings.ToUpper(id), StoreName: fmt.Sprintf("%s%d号店", city, n),
					Region: region, ProductLine: line, Date: d, Orders: orders,
					Revenue: round(float64(orders)*(60+90*seeded("basket", id, d)), 2)})
			}
		}
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].StoreID < rows[j].StoreID })
	total := len(rows)
	truncated := total > limit
	if truncated {
		rows = rows[:limit]
	}
	reply(w, http.StatusOK, CodeOK, "ok", map[string]any{
		"date": d, "rows": rows, "row_count": len(rows), "total": total, "truncated": truncated,
	})
}

type alert struct {
	ID          string `json:"id"`
	Severity    string `json:"severity"`
	Service     string `json:"service"`
	Title       string `json:"title"`
	StartedAt   string `json:"started_at"`
	ResolvedAt  string `json:"resolved_at,omitempty"`
	DurationMin int    `json:"duration_min"`
}

var alertKinds = []struct{ service, title, severity string }{
	{"order-service", "下单接口 P99 延迟超过 800ms / order API p99 latency above 800ms", "P2"},
	{"payment-gateway", "支付回调失败率 2.3% / payment callback failure rate 2.3%", "P1"},
	{"metric-center", "T+1 指标产出延迟 / T+1 metric job delayed", "P3"},
	{"search", "搜索服务 CPU 使用率 92% / search CPU at 92%", "P3"},
	{"user-center", "登录接口 5xx 激增 / login API 5xx spike", "P2"},
	{"cdn", "华南 CDN 回源带宽告警 / south CDN origin bandwidth", "P3"},
	{"mysql-main", "主库复制延迟 45s / primary replication lag 45s", "P2"},
}

func (s *server) alerts(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	start, ok1 := parseDate(q.Get("start"))
	end, ok2 := parseDate(q.Get("end"))
	if !ok1 || !ok2 {
		badRequest(w, "start and end must be YYYY-MM-DD, got %q and %q", q.Get("start"), q.Get("end"))
		return
	}
	if end.Before(start) {
		badRequest(w, "end %s is before start %s", q.Get("end"), q.Get("start"))
		return
	}
	if end.Sub(start) > 31*24*time.Hour {
		reply(w, http.StatusOK, CodeRangeTooLong, "告警中心单次最多查询31天 / at most 31 days per query", nil)
		return
	}
	var out []alert
	for day := start; !day.After(end); day = day.AddDate(0, 0, 1) {
		d := day.Format(dateLayout)
		// About five alerts a week, deterministically spread over days.
		n := int(seeded("alerts", d) * 1.45)
		for i := range n {
			k := alertKinds[int(seeded("kind", d, strconv.Itoa(i))*float64(len(alertKinds)))]
			begin := day.Add(time.Duration(seeded("at", d, strconv.Itoa(i))*23*60) * time.Minute)
			dur := 5 + int(seeded("dur", d, strconv.Itoa(i))*110)
			out = append(out, alert{
				ID: fmt.Sprintf("ALT-%s-%d", day.Format("20060102"), i+1), Severity: k.severity, Service: k.service,
				Title: k.title, StartedAt: begin.Format(time.RFC3339), ResolvedAt: begin.Add(time.Duration(dur) * time.Minute).Format(time.RFC3339),
				DurationMin: dur,
			})
		}
	}
	if out == nil {
		out = []alert{}
	}
	reply(w, http.StatusOK, CodeOK, "ok", map[string]any{"start": q.Get("start"), "end": q.Get("end"), "alerts": out, "count": len(out)})
}

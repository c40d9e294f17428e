package grpcserver

import "google.golang.org/grpc"

// Flow-control windows of hermes's connections, fixed on both ends.
//
// By default grpc-go sizes its windows by estimating each connection's
// bandwidth-delay product: data arriving on a quiet connection starts a
// ping, which the peer answers, so a unary call between two idle ends
// costs two pings and their acks on top of the call itself — a dozen
// allocations and four frames, on a call that otherwise makes about 150.
// hermes's calls are short round trips with bounded messages, not bulk
// transfers, so fixed windows lose nothing: the stream window lets a
// message of the default size limit travel in one flight, and the
// connection window is the most the estimate would ever grow either window
// to, so the data a slow reader can be left holding is no more than
// before.
const (
	StreamWindow = DefaultMaxRecvBytes
	ConnWindow   = 16 << 20
)

// DialWindows are the dial options that give a client connection the same
// fixed windows as a Server's. Every service dials its peers with them.
func DialWindows() []grpc.DialOption {
	return []grpc.DialOption{grpc.WithStaticStreamWindowSize(StreamWindow), grpc.WithStaticConnWindowSize(ConnWindow)}
}

// serverWindows are the server options for the same fixed windows.
func serverWindows() []grpc.ServerOption {
	return []grpc.ServerOption{grpc.StaticStreamWindowSize(StreamWindow), grpc.StaticConnWindowSize(ConnWindow)}
}
